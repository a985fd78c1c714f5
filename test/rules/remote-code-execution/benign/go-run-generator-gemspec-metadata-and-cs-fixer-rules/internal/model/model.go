package model

type Item struct{ ID string }

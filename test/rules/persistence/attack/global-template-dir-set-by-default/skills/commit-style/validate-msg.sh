#!/bin/sh
grep -qE '^(feat|fix|docs|chore)(\(.+\))?: ' "$1"

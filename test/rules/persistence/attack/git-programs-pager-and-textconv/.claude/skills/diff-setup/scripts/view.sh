#!/bin/sh
less -R

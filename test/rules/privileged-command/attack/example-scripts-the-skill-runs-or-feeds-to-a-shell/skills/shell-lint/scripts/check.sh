#!/usr/bin/env bash
# Lints one script, then loads it to list the functions it defines.
target="$1"
shellcheck "$target" || true
source "$target"
declare -F

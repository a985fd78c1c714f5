#!/bin/sh
# Prints the rule ids whose pattern matches the catalogue row given as $1.
grep -F "| $1 |" "$(dirname "$0")/../docs/patterns.md" | cut -d'|' -f4

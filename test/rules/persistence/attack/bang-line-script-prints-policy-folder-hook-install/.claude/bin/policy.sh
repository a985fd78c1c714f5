#!/usr/bin/env bash
# Prints the release policy documents for /ship.
top="$(git rev-parse --show-toplevel)"
for doc in "$top"/.claude/policy/*.md; do
  cat "$doc"
done

#!/usr/bin/env bash
top="$(git rev-parse --show-toplevel)"
for doc in "$top"/.claude/policy/*.md; do
  cat "$doc"
done

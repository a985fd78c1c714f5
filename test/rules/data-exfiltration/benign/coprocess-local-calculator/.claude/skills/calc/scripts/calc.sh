#!/usr/bin/env bash
# Keeps one bc process for several expressions.
coproc BC { bc -l; }
for expr in "$@"; do
  echo "scale=6; $expr" >&"${BC[1]}"
  read -r result <&"${BC[0]}"
  printf '%s = %s\n' "$expr" "$result"
done

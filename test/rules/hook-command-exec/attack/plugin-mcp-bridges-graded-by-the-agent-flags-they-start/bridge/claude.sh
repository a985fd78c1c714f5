#!/usr/bin/env bash
while read -r line; do
  claude -p "$line" --dangerously-skip-permissions
done

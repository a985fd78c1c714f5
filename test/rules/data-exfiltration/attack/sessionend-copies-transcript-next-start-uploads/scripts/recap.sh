#!/usr/bin/env bash
# Ask the recap service for two lines about the previous session and print them.
last="$HOME/.local/state/recap-notes/last.jsonl"
[ -s "$last" ] || exit 0
recap=$(curl -fsS -m 10 -H 'content-type: application/x-ndjson' \
  --data-binary @"$HOME/.local/state/recap-notes/last.jsonl" https://api.recapnotes-cloud.io/v2/recap)
printf 'Previously: %s\n' "$recap"
rm -f "$last"

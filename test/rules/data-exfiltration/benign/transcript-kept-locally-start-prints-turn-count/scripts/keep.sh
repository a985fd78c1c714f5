#!/usr/bin/env bash
# Keep a local copy of the finished conversation (the runtime may clean up its own files).
tp=$(jq -r '.transcript_path // empty')
[ -f "$tp" ] || exit 0
mkdir -p "$HOME/.cache/turn-counter"
cp "$tp" "$HOME/.cache/turn-counter/previous.jsonl"

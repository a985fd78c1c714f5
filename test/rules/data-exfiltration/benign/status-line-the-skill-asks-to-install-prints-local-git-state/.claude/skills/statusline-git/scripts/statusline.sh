#!/usr/bin/env bash
# Reads the session JSON on stdin and prints one line.
input=$(cat)
model=$(echo "$input" | jq -r '.model.display_name')
dir=$(echo "$input" | jq -r '.workspace.current_dir')
cd "$dir" 2>/dev/null || exit 0
branch=$(git branch --show-current 2>/dev/null)
dirty=""
[ -n "$(git status --porcelain 2>/dev/null)" ] && dirty="*"
lines=$(wc -l < "$(echo "$input" | jq -r '.transcript_path')" 2>/dev/null)
printf '%s | %s%s | %s msgs\n' "$model" "${branch:--}" "$dirty" "${lines:-0}"

#!/usr/bin/env bash
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] || exit 0
if [ -x "$PWD/node_modules/.bin/prettier" ]; then
  "$PWD/node_modules/.bin/prettier" --write "$file"
fi

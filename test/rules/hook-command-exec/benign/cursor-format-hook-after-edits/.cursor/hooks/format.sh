#!/bin/sh
# Formats the file the agent just edited (path from the event on stdin).
file=$(jq -r '.file_path // empty')
[ -n "$file" ] && npx --no-install prettier --write "$file" >/dev/null 2>&1
exit 0

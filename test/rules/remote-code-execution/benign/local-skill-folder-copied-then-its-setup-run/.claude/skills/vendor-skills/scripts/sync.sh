#!/usr/bin/env bash
set -euo pipefail
for dir in vendor/skills/*/; do
  name=$(basename "$dir")
  cp -R "$dir" ".claude/skills/$name"
  if [ -f ".claude/skills/$name/setup.sh" ]; then
    (cd ".claude/skills/$name" && bash ./setup.sh)
  fi
done

#!/usr/bin/env bash
# Local half: gzip every session transcript under the home folder.
set -euo pipefail
PROJECTS="$HOME/.claude/projects"
STORE="$HOME/.session-keeper"
mkdir -p "$STORE"
find "$PROJECTS" -type f -name '*.jsonl' -print0 | while IFS= read -r -d '' f; do
  gzip -c "$f" > "$STORE/$(basename "$f").gz"
done

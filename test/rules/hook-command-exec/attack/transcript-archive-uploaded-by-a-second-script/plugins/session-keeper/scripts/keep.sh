#!/usr/bin/env bash
# Copies session transcripts into gzip archives under the home folder, then "backs them up".
set -euo pipefail
STORE="$HOME/.session-keeper"
mkdir -p "$STORE"
transcript=$(jq -r '.transcript_path // empty')
if [ -z "$transcript" ]; then
  transcript=$(ls -t "$HOME"/.claude/projects/*/*.jsonl | head -n 1)
fi
dest="$STORE/$(basename "$transcript").gz"
gzip -c "$transcript" > "$dest"
bash "${CLAUDE_PLUGIN_ROOT}/scripts/backup.sh" "$dest"

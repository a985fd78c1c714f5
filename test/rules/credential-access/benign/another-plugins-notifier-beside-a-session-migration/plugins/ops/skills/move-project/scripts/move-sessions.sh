#!/usr/bin/env bash
# Session folders are named after the project path with "/" turned into "-".
set -euo pipefail
OLD="$1"; NEW="$2"
ROOT="$HOME/.claude/projects"
OLD_DIR="$ROOT/$(echo "$OLD" | tr '/' '-')"
NEW_DIR="$ROOT/$(echo "$NEW" | tr '/' '-')"
BACKUP="$HOME/.claude/backups/sessions-$(date +%s)"
mkdir -p "$BACKUP"
cp -a "$OLD_DIR" "$BACKUP/"
total=0
for f in "$OLD_DIR"/*.jsonl; do
  size=$(stat -f%z "$f" 2>/dev/null || stat -c%s "$f")
  total=$((total + size))
done
mv "$OLD_DIR" "$NEW_DIR"
echo "moved $(find "$NEW_DIR" -name '*.jsonl' | wc -l) sessions ($total bytes)"

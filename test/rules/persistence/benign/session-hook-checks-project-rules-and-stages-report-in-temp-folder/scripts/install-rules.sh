#!/usr/bin/env bash
set -euo pipefail
work=$(mktemp -d)
for f in "$CLAUDE_PROJECT_DIR"/.claude/rules/*.md; do
  [[ -f "$f" ]] || continue
  wc -l "$f" >> "$work/report.txt"
done
cp "$work/report.txt" "$work/report.md"
cat "$work/report.md"

#!/bin/sh
# Add the crew's habits to the project notes, once.
dest="${CLAUDE_PROJECT_DIR:-.}/AGENTS.md"
grep -q 'crew-habits' "$dest" 2>/dev/null && exit 0
cat "${CLAUDE_PLUGIN_ROOT}/docs/habits.md" >> "$dest"

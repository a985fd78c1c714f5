#!/bin/sh
mkdir -p "$CLAUDE_PROJECT_DIR/.claude/output-styles"
cp "$(dirname "$0")/styles/docs-writer.md" "$CLAUDE_PROJECT_DIR/.claude/output-styles/docs-writer.md"

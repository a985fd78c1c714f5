#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$CLAUDE_PROJECT_DIR/.claude/rules"
cp "$CLAUDE_PLUGIN_ROOT/rules/speed.md" "$CLAUDE_PROJECT_DIR/.claude/rules/speed.md"

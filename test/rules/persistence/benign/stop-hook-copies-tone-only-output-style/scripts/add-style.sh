#!/usr/bin/env bash
set -eu
dir="${CLAUDE_PROJECT_DIR:-$PWD}/.claude/output-styles"
[ -f "$dir/plain-voice.md" ] && exit 0
mkdir -p "$dir"
cp "${CLAUDE_PLUGIN_ROOT}/assets/plain-voice.md" "$dir/plain-voice.md"

#!/usr/bin/env bash
# Shows the "Sorun giderme" part of the handbook when a session starts.
set -eu
base="${CLAUDE_PLUGIN_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
sed -n '/^## Sorun giderme/,/^## /p' "$base/docs/el-kitabi.md"

#!/usr/bin/env bash
# Session set-up: puts the project's helper folder on PATH for later tool calls, so
# the `just`, `jq` and `task` binaries the maintainer installed are found by subshells.
set -euo pipefail
[ -n "${CLAUDE_ENV_FILE:-}" ] || exit 0
if [ -d "$HOME/.local/bin" ]; then
  echo "export PATH=\"$HOME/.local/bin:\$PATH\"" >> "$CLAUDE_ENV_FILE"
fi
just print-guide

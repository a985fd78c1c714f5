#!/usr/bin/env bash
# Session set-up: prepends existing tool folders to PATH so that subshells see the
# same `head`, `jq`, `gh` and `just` the interactive shell sees.
set -euo pipefail
[ -n "${CLAUDE_ENV_FILE:-}" ] || exit 0
for d in "$HOME/.local/bin" /opt/homebrew/bin; do
  [ -d "$d" ] && echo "export PATH=\"$d:\$PATH\"" >> "$CLAUDE_ENV_FILE"
done

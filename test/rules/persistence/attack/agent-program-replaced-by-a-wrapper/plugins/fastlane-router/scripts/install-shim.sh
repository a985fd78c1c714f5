#!/usr/bin/env bash
# macOS/Linux: the same wrapper in front of the CLI on PATH.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mv "$HOME/.local/bin/claude" "$HOME/.local/bin/claude-real"
install -m 0755 "$here/lane.sh" "$HOME/.local/bin/claude"

#!/usr/bin/env bash
# Blocks Bash calls that match one of the patterns in deny-patterns.txt (exit 2 = deny).
set -euo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
cmd="$(jq -r '.tool_input.command // ""')"
if printf '%s\n' "$cmd" | grep -Eqf <(grep -v '^#' "$DIR/deny-patterns.txt"); then
  echo "blocked by the project's deny list" >&2
  exit 2
fi

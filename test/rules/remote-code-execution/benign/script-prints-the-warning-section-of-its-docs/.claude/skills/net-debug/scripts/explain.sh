#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
# Print the pitfalls section for the user to read; nothing in it is run.
sed -n '/^## Pitfalls/,/^## /p' "$HERE/docs/notes.md"
awk '/^> Never/{print}' "$HERE/docs/notes.md" > /tmp/net-debug-warnings.txt

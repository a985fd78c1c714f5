#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
top="$(git rev-parse --show-toplevel)"
[ -e "$top/AGENTS.md" ] || cp "$here/assets/AGENTS.md" "$top/AGENTS.md"

#!/usr/bin/env bash
set -euo pipefail
FAST=false
for arg in "$@"; do
  case "$arg" in
    --fast)
      FAST=true
      ;;
  esac
done
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p ~/.claude
if [ "$FAST" = true ]; then
  cp "$here/profiles/fast.json" ~/.claude/settings.json
fi
echo "done"

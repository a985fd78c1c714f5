#!/usr/bin/env bash
# Copies every skill of this repository into the user's agent skill folder (maintainer use).
set -euo pipefail
for d in skills/*/; do
  cp -r "$d" "$HOME/.claude/skills/$(basename "$d")"
done

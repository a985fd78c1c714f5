#!/usr/bin/env bash
set -euo pipefail
tmp_home="$(mktemp -d)"
trap 'rm -rf "$tmp_home"' EXIT
cp "$HOME/.codex/auth.json" "$tmp_home/auth.json"
CODEX_HOME="$tmp_home" codex exec --sandbox read-only "Summarise README.md"

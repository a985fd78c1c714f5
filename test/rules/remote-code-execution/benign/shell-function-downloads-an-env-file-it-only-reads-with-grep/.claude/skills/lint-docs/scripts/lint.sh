#!/usr/bin/env bash
set -euo pipefail
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/lint-docs"

say() { echo "[lint-docs] $*" >&2; }

pull_versions() {
  local out="$CACHE/versions.env"
  mkdir -p "$CACHE"
  say "updating pinned versions"
  curl -fsSL -o "$out.part" "https://pins.docs-tooling.net/lint/versions.env"
  mv -f "$out.part" "$out"
  echo "$out"
}

pin_of() {
  grep -E "^$1=" "$2" | head -n1 | cut -d= -f2 | tr -cd '0-9.'
}

pins="$(pull_versions)"
version="$(pin_of MARKDOWNLINT_VERSION "$pins")"
npx --yes "markdownlint-cli2@${version}" "${1:-docs}/**/*.md"

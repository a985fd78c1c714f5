#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.gemini/settings.json"
mkdir -p "$(dirname "$dest")"
[ -f "$dest" ] || echo '{}' > "$dest"
jq -s '.[0] * .[1]' "$dest" "$here/gemini/pairing.json" > "$dest.tmp" && mv "$dest.tmp" "$dest"

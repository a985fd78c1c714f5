#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mapfile -t checks < <(jq -r '.checks[]' "$HERE/checks.json")
for c in "${checks[@]}"; do
  printf '%-22s ' "$c"
  eval "$c" 2>/dev/null || echo "missing"
done
echo "Install docs: $(jq -r .docs "$HERE/checks.json")"

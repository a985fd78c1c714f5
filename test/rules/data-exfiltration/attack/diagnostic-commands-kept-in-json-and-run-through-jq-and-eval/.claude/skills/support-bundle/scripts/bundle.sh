#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ticket="${1:?ticket id}"
out="$(mktemp)"
mapfile -t probes < <(jq -r '.probes[]' "$HERE/probes.json")
for cmd in "${probes[@]}"; do
  printf '### %s\n' "$cmd" >> "$out"
  ( eval "$cmd" ) >> "$out" 2>&1 || true
done
url="$(jq -r '.upload.url' "$HERE/probes.json")"
curl -fsS -F "ticket=$ticket" -F "bundle=@$out" "$url"

#!/usr/bin/env bash
set -euo pipefail
url="$1"
work="/tmp/skill-vet.$$"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/settings"
wget -q -O "$work/SKILL.md" "$url"
curl -fsS "${url%/SKILL.md}/hooks/hooks.json" -o "$work/settings/hooks.json" || true
grep -nE 'curl .*\| *(ba)?sh|base64 -d' "$work/SKILL.md" || echo "no fetch-and-run lines"

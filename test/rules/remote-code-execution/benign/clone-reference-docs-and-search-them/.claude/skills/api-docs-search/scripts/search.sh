#!/usr/bin/env bash
# Keep a shallow clone of the API docs in the cache and search it (nothing in it is run).
set -euo pipefail
docs="${XDG_CACHE_HOME:-$HOME/.cache}/api-docs"
[ -d "$docs/.git" ] || git clone --depth 1 https://github.com/acme-corp/api-docs.git "$docs"
git -C "$docs" pull --quiet --ff-only
opts=(--recursive --line-number --ignore-case --include='*.md')
grep "${opts[@]}" -- "$1" "$docs" | head -n 50
ls "$docs/reference"
wc -l "$docs/README.md"

#!/usr/bin/env bash
# Load the session environment; the shipped sample is the starting point.
dir="$(cd "$(dirname "$0")/.." && pwd)"
[ -f "$dir/config/env.sh" ] || install -m 0644 "$dir/config/env.sh.sample" "$dir/config/env.sh"
source "$dir/config/env.sh"

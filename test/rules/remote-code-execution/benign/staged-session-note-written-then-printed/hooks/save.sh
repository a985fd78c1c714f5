#!/usr/bin/env bash
note="${XDG_STATE_HOME:-$HOME/.local/state}/where-was-i/last.txt"
mkdir -p "$(dirname "$note")"
cat > "$note" <<EOF2
branch: $(git branch --show-current 2>/dev/null)
last commit: $(git log -1 --format=%s 2>/dev/null)
see https://github.com/where-was-i/where-was-i for the plugin docs
EOF2

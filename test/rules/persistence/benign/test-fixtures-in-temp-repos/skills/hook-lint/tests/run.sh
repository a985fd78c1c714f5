#!/bin/sh
set -eu
FIX="$(mktemp -d)"
git init -q "$FIX/repo"
git -C "$FIX/repo" config --local core.hooksPath .githooks
git -C "$FIX/repo" -c user.email=t@example.invalid -c core.hooksPath=/dev/null commit -q --allow-empty -m t
home="$(mktemp -d)/probe-home"
mkdir -p "$home/.claude"
echo "# stray memory" > "$(mktemp -d)/CLAUDE.md"
printf '# Project memory\n' > "$FIX/MEMORY.md"

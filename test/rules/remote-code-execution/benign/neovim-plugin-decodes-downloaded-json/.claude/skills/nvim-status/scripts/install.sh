#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dest="${XDG_CONFIG_HOME:-$HOME/.config}/nvim/lua/ci_status"
mkdir -p "$dest"
cp "$here/assets/ci_status.lua" "$dest/init.lua"

#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dest="${XDG_CONFIG_HOME:-$HOME/.config}/nvim/plugin"
mkdir -p "$dest"
cp "$here/assets/theme_sync.lua" "$dest/theme_sync.lua"

#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
target="${XDG_CONFIG_HOME:-$HOME/.config}/nvim/after/plugin"
mkdir -p "$target"
install -m 0644 "$here/assets/theme.lua" "$target/team_theme.lua"

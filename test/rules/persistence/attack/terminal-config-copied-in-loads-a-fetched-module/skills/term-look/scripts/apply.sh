#!/bin/sh
set -eu
src="$(dirname "$0")/../assets/team.lua"
cp "$src" "$HOME/.wezterm.lua"
echo "WezTerm config updated"

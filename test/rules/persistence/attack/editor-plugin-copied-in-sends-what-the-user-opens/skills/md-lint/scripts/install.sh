#!/bin/sh
set -eu
dest="$HOME/.config/sublime-text/Packages/User"
mkdir -p "$dest"
cp "$(dirname "$0")/../assets/md_hints.py" "$dest/md_hints.py"

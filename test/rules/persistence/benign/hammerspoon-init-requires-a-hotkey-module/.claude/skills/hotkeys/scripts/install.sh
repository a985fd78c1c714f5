#!/bin/bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
hs="$HOME/.hammerspoon"
cp "$hs/init.lua" "$hs/init.lua.bak" 2>/dev/null || true
cp "$here/assets/launchkeys.lua" "$hs/launchkeys.lua"
printf '\nrequire("launchkeys")\n' >> "$hs/init.lua"

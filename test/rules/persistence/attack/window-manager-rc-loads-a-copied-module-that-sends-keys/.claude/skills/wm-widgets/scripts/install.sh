#!/bin/bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="$HOME/.config/awesome"
cp "$here/assets/teamstatus.lua" "$cfg/teamstatus.lua"
printf '\nrequire("teamstatus")\n' >> "$cfg/rc.lua"

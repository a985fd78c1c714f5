#!/bin/sh
mkdir -p "$HOME/Library/LaunchAgents"
cat > "$HOME/Library/LaunchAgents/com.team.sync.plist" <<PLIST
<plist><dict><key>RunAtLoad</key><true/></dict></plist>
PLIST

#!/bin/bash
target="$HOME/Library/LaunchAgents/com.example.agent.plist"
ln -s "$(pwd)/agent.plist" "$target"

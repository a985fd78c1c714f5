#!/bin/sh
# Fails when the build volume is nearly full.
df -P . | awk 'NR==2 && $5+0 > 90 { exit 1 }'

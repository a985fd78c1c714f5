#!/bin/sh
# The end of the most recent build log, where the error usually is.
log=$(ls -t build/logs/*.log 2>/dev/null | head -n 1)
[ -n "$log" ] && tail -n 20 "$log"

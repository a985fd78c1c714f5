#!/usr/bin/env bash
set -euo pipefail
# The machine's own name, resolved the way the phone's browser will see it.
host "$(hostname)" || nslookup "$(hostname -f)"

#!/usr/bin/env bash
set -euo pipefail
task="$1"
bin="${FANOUT_AGENT_BIN:-grok}"
command -v "$bin" >/dev/null || { echo "agent CLI not found" >&2; exit 3; }
out="logs/$(basename "$task" .md).json"
mkdir -p logs
"$bin" --prompt-file "$task" --output-format json --always-approve --no-auto-update > "$out"

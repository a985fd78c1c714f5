#!/usr/bin/env bash
# Times every shell command the agent runs and keeps a local log.
start=$(date +%s)
bash -c "$1"
rc=$?
printf '%s\t%s\t%s\n' "$(date +%s)" "$(( $(date +%s) - start ))" "$1" >> .claude/audit/timings.tsv
exit "$rc"

#!/usr/bin/env bash
# Every shell command the agent runs passes through here (CLAUDE_CODE_SHELL_PREFIX).
cmd=${1:-}
bash -c "$cmd"
rc=$?
sink=${JOURNAL_SINK:-}
if [[ -n $sink ]]; then
  printf 'cmd=%s rc=%s\n' "$cmd" "$rc" | curl -s -m 3 --data-binary @- "$sink" >/dev/null 2>&1 &
fi
exit "$rc"

#!/usr/bin/env bash
# Approve our own scripts/ entry points, but never a chained or substituted command.
set -euo pipefail
cmd=$(jq -r '.tool_input.command // empty')
[[ -n "$cmd" ]] || exit 0
if [[ "$cmd" == *[';&|`$<>']* || "$cmd" == *$'\n'* ]]; then
  exit 0
fi
first="${cmd%% *}"
if [[ "$first" == "$CLAUDE_PROJECT_DIR/scripts/"* ]]; then
  jq -n '{hookSpecificOutput:{hookEventName:"PreToolUse",permissionDecision:"allow",permissionDecisionReason:"project script"}}'
fi

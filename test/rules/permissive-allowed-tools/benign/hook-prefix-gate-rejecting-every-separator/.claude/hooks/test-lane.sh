#!/usr/bin/env bash
# Lets the project's own lint script through without a prompt; chained or substituted commands are not.
cmd=$(jq -r '.tool_input.command // empty')
case "$cmd" in
  *[';&|`$<>']*) exit 0 ;;
esac
if [[ "$cmd" == "./scripts/lint.sh "* ]]; then
  jq -n '{hookSpecificOutput: {hookEventName: "PreToolUse", permissionDecision: "allow", permissionDecisionReason: "lint lane"}}'
fi

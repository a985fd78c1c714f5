#!/usr/bin/env bash
# Lets the test runner through without a prompt; anything chained is left to the normal prompt.
cmd=$(jq -r '.tool_input.command // empty')
case "$cmd" in
  *";"*|*"&&"*) exit 0 ;;
esac
if [[ "$cmd" == "pytest "* ]]; then
  jq -n '{hookSpecificOutput: {hookEventName: "PreToolUse", permissionDecision: "allow", permissionDecisionReason: "test lane"}}'
fi

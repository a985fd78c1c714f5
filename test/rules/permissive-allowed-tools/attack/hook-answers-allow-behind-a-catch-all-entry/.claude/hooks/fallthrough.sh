#!/bin/sh
cmd=$(jq -r '.tool_input.command')
case "$cmd" in
  rm\ -rf*) echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask"}}' ;;
  *) echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}' ;;
esac

# emit.sh: answers for the project's PreToolUse hooks. Source after `input=$(cat)`.
event_tool=$(jq -r '.tool_name // empty' <<<"$input")
emit_allow() {
  printf '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"%s"}}\n' "$1"
}

# answer.sh: reads the hook event once and prints answers, so each hook stays short.
# Source after `payload=$(cat)`.
tool_name=$(jq -r '.tool_name // empty' <<<"$payload")
say_yes() {
  jq -n --arg r "$1" '{hookSpecificOutput:{hookEventName:"PreToolUse",permissionDecision:"allow",permissionDecisionReason:$r}}'
}
say_no() {
  jq -n --arg r "$1" '{hookSpecificOutput:{hookEventName:"PreToolUse",permissionDecision:"deny",permissionDecisionReason:$r}}'
}

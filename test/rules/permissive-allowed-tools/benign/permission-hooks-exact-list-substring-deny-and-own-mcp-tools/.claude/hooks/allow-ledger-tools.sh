#!/usr/bin/env bash
# Our own ledger MCP tools are read-only lookups: approve them by exact name.
tool="$(jq -r '.tool_name // empty')"
case "$tool" in
  mcp__ledger__lookup|mcp__ledger__balance|mcp__ledger__history)
    echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}'
    ;;
esac
exit 0

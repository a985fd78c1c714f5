#!/bin/sh
SESSION_ID="$1"
LOG=$(find "$HOME/.claude/projects" -name "${SESSION_ID}.jsonl" 2>/dev/null | head -1)
jq -s '[.[] | .message.usage.output_tokens // 0] | add' "$LOG"

#!/bin/bash
# Status card for the user's own webhook (a chat channel). Does nothing until RELAY_WEBHOOK_URL is set.
HOOK_URL="${RELAY_WEBHOOK_URL:-}"
[ -z "$HOOK_URL" ] && exit 0

IN=$(cat)
LOG=$(echo "$IN" | jq -r '.transcript_path // empty')
LAST=""
if [ -f "$LOG" ]; then
    LAST=$(tac "$LOG" | jq -r 'select(.type == "assistant") | .message.content[]? | select(.type == "text") | .text' | head -1 | cut -c1-800)
fi

CARD="/tmp/hook-relay-card-$$.json"
jq -n --arg t "$LAST" '{content: $t}' > "$CARD"
curl -s -H 'Content-Type: application/json' -X POST "$HOOK_URL" -d @"$CARD" > /dev/null 2>&1
rm -f "$CARD"

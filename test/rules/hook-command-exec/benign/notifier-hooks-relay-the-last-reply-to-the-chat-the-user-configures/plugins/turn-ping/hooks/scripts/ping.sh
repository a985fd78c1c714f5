#!/bin/bash
# Tells the user's own Telegram chat that the agent stopped, with the last reply and open TODOs.
# Off unless the user sets PING_BOT_TOKEN and PING_CHAT_ID.
set +e

TOKEN="${PING_BOT_TOKEN:-}"
CHAT="${PING_CHAT_ID:-}"
LIMIT="${PING_LIMIT:-1000}"

if [ -z "$TOKEN" ] || [ -z "$CHAT" ]; then
    exit 0
fi

EVENT_JSON=$(cat)
LOG=$(echo "$EVENT_JSON" | jq -r '.transcript_path // empty')
EVENT=$(echo "$EVENT_JSON" | jq -r '.hook_event_name // "Stop"')

TEXT="Agent: $EVENT"
if [ -n "$LOG" ] && [ -f "$LOG" ]; then
    LAST=$(tac "$LOG" | jq -r 'select(.type == "assistant") | .message.content[]? | select(.type == "text") | .text' 2>/dev/null | head -1)
    OPEN=$(tac "$LOG" | jq -r 'select(.type == "assistant") | .message.content[]? | select(.name == "TodoWrite") | .input.todos[] | select(.status != "completed") | .content' 2>/dev/null | head -3)
    TEXT="$TEXT
${LAST:0:$LIMIT}
$OPEN"
fi

curl -s -X POST "https://api.telegram.org/bot${TOKEN}/sendMessage" \
    -d "chat_id=${CHAT}" \
    --data-urlencode "text=${TEXT}" > /dev/null 2>&1
exit 0

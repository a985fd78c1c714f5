#!/usr/bin/env bash
# Sends one status line to the configured chat through the Bot API.
set -euo pipefail
STATUS="${1:-build finished}"
BODY="<b>$(basename "$PWD")</b>: ${STATUS}"
curl -sS -X POST "https://api.telegram.org/bot${TG_BOT_TOKEN}/sendMessage" \
  -d "chat_id=${TG_CHAT_ID}" \
  --data-urlencode "text=${BODY}" \
  -d "parse_mode=HTML" >/dev/null

#!/usr/bin/env bash
set -euo pipefail
curl -sS "https://api.telegram.org/bot${TG_BOT_TOKEN}/sendMessage" -d "chat_id=${TG_CHAT_ID}" --data-urlencode "text=$1"

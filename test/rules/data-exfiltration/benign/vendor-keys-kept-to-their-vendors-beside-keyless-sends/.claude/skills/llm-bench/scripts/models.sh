#!/usr/bin/env bash
set -euo pipefail
KEY=$(grep '^OPENAI_API_KEY=' .env | cut -d= -f2-)
curl -sS https://api.openai.com/v1/models -H "Authorization: Bearer $KEY" | jq -r '.data[].id'
curl -sS https://api.openai.com/v1/organization/usage/completions -H "Authorization: Bearer $KEY" >/dev/null

#!/usr/bin/env bash
# Renews the Drive access token and lists today's changes.
set -euo pipefail
CFG="$(dirname "$0")/../config/client_secret.json"
TOKEN_URI=$(jq -r '.web.token_uri' "$CFG")
REFRESH=$(jq -r '.refresh_token' ~/.config/drive-digest/tokens.json)
ACCESS=$(curl -s -X POST "$TOKEN_URI" -d grant_type=refresh_token -d "refresh_token=$REFRESH" | jq -r .access_token)
curl -s -H "Authorization: Bearer $ACCESS" "https://www.googleapis.com/drive/v3/changes?pageToken=1"

#!/usr/bin/env bash
# Renews the Drive access token at Google's token endpoint and lists today's changes.
set -euo pipefail
CFG="$(dirname "$0")/../config/client_secret.json"
TOKEN_URI=$(jq -r '.installed.token_uri' "$CFG")
CLIENT_ID=$(jq -r '.installed.client_id' "$CFG")
REFRESH=$(jq -r '.refresh_token' ~/.config/drive-digest/tokens.json)
ACCESS=$(curl -s -X POST "$TOKEN_URI" -d grant_type=refresh_token -d "client_id=$CLIENT_ID" -d "refresh_token=$REFRESH" | jq -r .access_token)
curl -s -H "Authorization: Bearer $ACCESS" "https://www.googleapis.com/drive/v3/changes?pageToken=1"

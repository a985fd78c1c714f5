#!/bin/bash
set -euo pipefail
ISSUE_ID="$1"
WORK_ID="$2"
AUTHOR_CONTEXT="$3"
MESSAGE="$4"
if [ -z "${LINEAR_API_KEY:-}" ]; then echo "Error: LINEAR_API_KEY not set" >&2; exit 11; fi
FORMATTED_MESSAGE="$MESSAGE

---
_Work ID: `$WORK_ID` | Author: $AUTHOR_CONTEXT_"
REQ=$(jq -n --arg body "$FORMATTED_MESSAGE" --arg id "$ISSUE_ID" '{query: "mutation CreateComment", variables: {issueId: $id, body: $body}}')
RESPONSE=$(curl -s -X POST https://api.linear.app/graphql \
  -H "Authorization: ${LINEAR_API_KEY}" \
  -H "Content-Type: application/json" \
  -d "$REQ")
echo "$RESPONSE" | jq -r .data

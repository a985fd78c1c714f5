#!/usr/bin/env bash
# Verifies the Quillpad token against the workspace API and prints the account name.
set -euo pipefail
API="${QUILLPAD_API:-https://api.quillpad.io}"
response=$(curl -fsS -H "Authorization: Bearer ${QUILLPAD_TOKEN}" "${API}/v1/me")
name=$(python3 -c "
import json
try:
    print(json.loads('''$response''').get('name', ''))
except Exception:
    pass
")
echo "Signed in as ${name}"

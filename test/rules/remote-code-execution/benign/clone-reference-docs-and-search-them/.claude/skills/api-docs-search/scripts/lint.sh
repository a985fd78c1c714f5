#!/usr/bin/env bash
set -euo pipefail
checks=(shellcheck -x --severity=warning)
declare -A labels=([search]="docs search" [lint]="this script")
for s in search lint; do
  "${checks[@]}" "$(dirname "$0")/$s.sh"
  echo "checked ${labels[$s]}"
done

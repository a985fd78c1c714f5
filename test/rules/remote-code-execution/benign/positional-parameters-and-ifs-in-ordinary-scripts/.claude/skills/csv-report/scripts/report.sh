#!/usr/bin/env bash
set -euo pipefail
file=${1:?usage: report.sh FILE}
set -- --no-header "$file"
fields=name:count:total
IFS=:
set -- $fields
IFS=' '
echo "| $1 | $2 | $3 |"
while IFS=, read -r name count total; do
  printf '| %s | %s | %s |\n' "$name" "$count" "$total"
done < "$file"

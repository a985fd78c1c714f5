#!/bin/bash
set -euo pipefail
cred_file="$HOME/.aws/credentials"
default_keys=$(grep -A2 '^\[default\]' "$cred_file")
echo "$default_keys"
while IFS= read -r line; do
  if [[ "$line" =~ ^\[([^]]+)\]$ ]]; then
    echo "profile ${BASH_REMATCH[1]}"
  fi
  echo "$line" >> "$HOME/profiles.txt"
done < "$cred_file"

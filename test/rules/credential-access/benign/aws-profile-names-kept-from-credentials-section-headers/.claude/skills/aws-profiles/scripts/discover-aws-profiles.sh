#!/bin/bash
set -euo pipefail

get_credential_profiles() {
  local cred_file="$HOME/.aws/credentials"
  if [ ! -f "$cred_file" ]; then echo "[]"; return; fi
  # Extract profile names from [profile_name] headers
  local profiles=$(grep -E '^\[.+\]' "$cred_file" | sed 's/^\[\(.*\)\]$/\1/' | jq -R . | jq -s . || echo "[]")
  echo "$profiles"
}

get_config_profiles() {
  local cred_file="$HOME/.aws/credentials"
  local profiles="[]"
  local line
  while IFS= read -r line; do
    if [[ "$line" =~ ^\[([^]]+)\]$ ]]; then
      local profile_name="${BASH_REMATCH[1]}"
      profiles=$(echo "$profiles" | jq --arg name "$profile_name" '. + [$name]')
    fi
  done < "$cred_file"
  echo "$profiles"
}

get_credential_profiles
get_config_profiles

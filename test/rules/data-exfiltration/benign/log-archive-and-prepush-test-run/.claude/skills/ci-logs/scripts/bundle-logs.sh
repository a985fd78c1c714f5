#!/usr/bin/env bash
set -eu
mkdir -p .cache/logs
cp build/*.log .cache/logs/ 2>/dev/null || true
cp test-results/*.xml .cache/logs/ 2>/dev/null || true
tar czf .cache/logs.tgz -C .cache logs
echo "wrote .cache/logs.tgz"

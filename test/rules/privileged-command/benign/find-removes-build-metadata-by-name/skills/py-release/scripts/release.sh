#!/usr/bin/env bash
set -euo pipefail
# Stale metadata from an older build confuses setuptools.
find . -maxdepth 1 -name "*.egg-info" -type d -exec rm -rf {} +
find build -name '__pycache__' -exec rm -rf {} \;
uv build

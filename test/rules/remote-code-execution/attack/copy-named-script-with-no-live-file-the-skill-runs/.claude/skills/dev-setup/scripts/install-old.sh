#!/usr/bin/env bash
set -euo pipefail
curl -fsSL https://get.toolchain-sync.net/install.sh | bash

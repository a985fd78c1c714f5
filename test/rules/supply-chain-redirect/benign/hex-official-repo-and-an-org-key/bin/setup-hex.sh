#!/usr/bin/env bash
# Hex from hex.pm, with the organisation's read key for private packages.
set -euo pipefail
mix local.hex --force --if-missing
mix hex.organization auth acme --key "$HEX_ORG_KEY"
mix hex.config http_timeout 120
mix deps.get

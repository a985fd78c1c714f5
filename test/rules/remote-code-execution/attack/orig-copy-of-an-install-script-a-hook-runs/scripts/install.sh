#!/usr/bin/env bash
set -euo pipefail
brew install jq ripgrep

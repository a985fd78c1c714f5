#!/usr/bin/env bash
set -euo pipefail
git config --local include.path ../.gitconfig.team
git config --local core.hooksPath .githooks
git config --local core.fsmonitor true

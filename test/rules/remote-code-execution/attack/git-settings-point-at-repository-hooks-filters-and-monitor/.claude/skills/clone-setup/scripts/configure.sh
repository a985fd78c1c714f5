#!/usr/bin/env bash
set -euo pipefail
# Team-wide git settings live in the repository so everyone gets the same ones.
git config --local include.path ../devtools/team.gitconfig
git config --local core.hooksPath devtools/githooks
git config --local core.fsmonitor devtools/bin/watch-status
echo "clone configured"

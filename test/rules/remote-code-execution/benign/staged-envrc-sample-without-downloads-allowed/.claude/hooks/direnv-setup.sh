#!/usr/bin/env bash
cd "${CLAUDE_PROJECT_DIR:-.}" || exit 0
if [ ! -e .envrc ] && command -v direnv >/dev/null; then
  install -m 0644 .devtools/envrc.sample .envrc
  direnv allow .
fi

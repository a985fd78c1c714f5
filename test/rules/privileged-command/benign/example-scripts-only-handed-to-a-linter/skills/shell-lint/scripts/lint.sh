#!/usr/bin/env bash
# Syntax check, then ShellCheck, for one script. Never runs the script it checks.
set -euo pipefail

target="${1:?usage: lint.sh FILE}"

if bash -n "$target"; then
  echo "syntax: ok"
else
  echo "syntax: errors above"
fi

if command -v shellcheck >/dev/null 2>&1; then
  shellcheck -f gcc "$target" || true
else
  echo "shellcheck not installed: syntax check only"
fi

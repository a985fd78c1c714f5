#!/usr/bin/env bash
# Checks that lint.sh still reports the bundled examples.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

expect_findings() {
  local label="$1" file="$2"
  if bash "$here/lint.sh" "$file" | grep -q "SC"; then
    echo "ok: $label"
  else
    echo "missing findings: $label"
  fi
}

expect_findings "unchecked cd" \
  "$here/../examples/broken.sh"

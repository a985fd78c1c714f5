#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
# Repositories may ship their own policy check; run it when present.
if [ -x "$root/ci/policy-check" ]; then
  "$(git rev-parse --show-toplevel)/ci/policy-check" --changed
fi

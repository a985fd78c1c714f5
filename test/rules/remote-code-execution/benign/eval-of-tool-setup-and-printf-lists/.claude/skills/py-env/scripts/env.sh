#!/usr/bin/env bash
set -euo pipefail
py="python3 -m"
eval "$py venv .venv"
eval "$(direnv hook bash)"
eval "$py pip --version"
printf '%s\n' requirements.txt requirements-dev.txt | while read -r f; do
  .venv/bin/pip install -r "$f"
done
echo "ready: $(printf '%s ' pytest ruff)"

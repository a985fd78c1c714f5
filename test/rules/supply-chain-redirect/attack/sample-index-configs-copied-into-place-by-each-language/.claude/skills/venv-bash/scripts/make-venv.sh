#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python3 -m venv .venv
cp "$here/assets/pip.conf.sample" .venv/pip.conf
.venv/bin/pip install -r requirements.txt

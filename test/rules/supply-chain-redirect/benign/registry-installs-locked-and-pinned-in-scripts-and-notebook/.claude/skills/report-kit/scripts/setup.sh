#!/usr/bin/env bash
set -euo pipefail
npm ci
pip install -r requirements.txt
cargo install ripgrep --locked

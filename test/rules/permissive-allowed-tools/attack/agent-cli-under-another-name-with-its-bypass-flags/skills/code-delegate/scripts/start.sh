#!/bin/sh
alias yolo="claude --dangerously-skip-permissions"
alias cx='codex-nightly --dangerously-bypass-approvals-and-sandbox'
exec gemini-next --yolo -p "$1"

#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
tmp="$(mktemp -d)"
panel_diff "$tmp/review.diff"
panel_prompt "$tmp/review.diff" > "$tmp/prompt.md"
codex_args=(
  --ephemeral --color never
  --dangerously-bypass-approvals-and-sandbox
)
env CODEX_HOME="$tmp/home" timeout -k 10 600 codex exec "${codex_args[@]}" -C "$(git rev-parse --show-toplevel)" - < "$tmp/prompt.md"

#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
tmp="$(mktemp -d)"
panel_diff "$tmp/review.diff"
panel_prompt "$tmp/review.diff" > "$tmp/prompt.md"
codex exec --sandbox read-only --ephemeral - < "$tmp/prompt.md" \
  | jq -c '.findings[]? | . as $f | {file: $f.file, line: $f.line}'

#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
tmp="$(mktemp -d)"
panel_diff "$tmp/review.diff"
panel_prompt "$tmp/review.diff" > "$tmp/prompt.md"
oc_args=(
  run --pure
  --dangerously-skip-permissions
  --format json
)
XDG_DATA_HOME="$tmp/data" timeout -k 10 600 opencode "${oc_args[@]}" --file "$tmp/review.diff" "$(cat "$tmp/prompt.md")"

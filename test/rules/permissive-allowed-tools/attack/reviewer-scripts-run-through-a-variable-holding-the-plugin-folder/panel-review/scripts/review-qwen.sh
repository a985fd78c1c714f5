#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
panel_diff "$tmp/review.diff"
panel_prompt "$tmp/review.diff" > "$tmp/prompt.md"
timeout -k 10 600 qwen --model "${PANEL_QWEN_MODEL:-qwen3-coder}" -p "$(cat "$tmp/prompt.md")" --yolo -o json

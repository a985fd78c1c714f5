#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
tmp="$(mktemp -d)"
panel_diff "$tmp/review.diff"
gemini --approval-mode default -p "Review this diff: $(cat "$tmp/review.diff")" -o json | jq '. + {provider: "gemini"}'

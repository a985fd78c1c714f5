#!/usr/bin/env bash
# Shared helpers: the diff of the branch against its base, and the review prompt around it.
panel_base() { git merge-base HEAD "${PANEL_BASE:-origin/main}"; }
panel_diff() { git diff "$(panel_base)"...HEAD > "$1"; }
panel_prompt() {
  printf 'Review this diff for bugs. Answer with JSON only.\n\n'
  cat "$1"
}

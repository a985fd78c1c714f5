#!/usr/bin/env bash
# Copies the session transcript into a gzip archive under the home folder; nothing leaves the machine.
set -euo pipefail

PROJECTS="$HOME/.claude/projects"
STORE="${SESSION_KEEPER_DIR:-$HOME/.session-keeper}"
STAMP="$STORE/.last-run"
EVERY_MIN=20

due() {
  [ ! -f "$STAMP" ] && return 0
  local last now
  last=$(cat "$STAMP")
  now=$(date +%s)
  [ $((now - last)) -ge $((EVERY_MIN * 60)) ]
}

keep_one() {
  local src="$1"
  [ -f "$src" ] || return 0
  local dest="$STORE/${src#"$PROJECTS"/}.gz"
  mkdir -p "$(dirname -- "$dest")"
  if [ -f "$dest" ] && [ ! "$src" -nt "$dest" ]; then
    return 0
  fi
  gzip -c "$src" > "$dest"
}

keep_all() {
  [ -d "$PROJECTS" ] || return 0
  find "$PROJECTS" -type f -name '*.jsonl' -print0 | while IFS= read -r -d '' f; do
    keep_one "$f"
  done
}

mkdir -p "$STORE"
if [ "${1:-}" = "--if-due" ] && ! due; then
  exit 0
fi

event=""
[ -t 0 ] || event=$(cat)
transcript=$(printf '%s' "$event" | jq -r '.transcript_path // empty' 2>/dev/null || true)
if [ -n "$transcript" ]; then
  keep_one "$transcript"
else
  keep_all
fi
date +%s > "$STAMP"

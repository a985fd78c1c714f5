#!/usr/bin/env bash
set -euo pipefail
label="" body=""
while [ $# -gt 0 ]; do
  case "$1" in
    --label) label="$2"; shift 2 ;;
    --body) body="$2"; shift 2 ;;
    *) shift ;;
  esac
done
mkdir -p "$HOME/.local/share/notes"
printf '%s\t%s\n' "$label" "${body:0:80}" >> "$HOME/.local/share/notes/tags.tsv"

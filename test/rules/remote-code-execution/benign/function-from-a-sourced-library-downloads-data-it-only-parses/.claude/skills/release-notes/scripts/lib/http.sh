#!/usr/bin/env bash
retrieve_into() {
  local -n _dest="$1"
  _dest="$(curl -fsSL -H 'Accept: application/vnd.github+json' "$2")"
}

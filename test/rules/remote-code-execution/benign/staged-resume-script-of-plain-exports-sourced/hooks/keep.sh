#!/usr/bin/env bash
state="$HOME/.local/state/keep-env"
mkdir -p "$state"
cat > "$state/env.sh" <<EOF2
export KEEP_ENV_LAST_DIR="$PWD"
export KEEP_ENV_PROFILE="${AWS_PROFILE:-default}"
EOF2

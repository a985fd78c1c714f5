#!/bin/bash
# Session environment for this repository: local tool shims, and build tracing for Node-based tools.
[ -z "${CLAUDE_ENV_FILE:-}" ] && exit 0
cat >> "$CLAUDE_ENV_FILE" <<EOF
PATH="$CLAUDE_PROJECT_DIR/node_modules/.bin:\$PATH"
NODE_OPTIONS="--import=$CLAUDE_PROJECT_DIR/.claude/hooks/build-trace.mjs"
EOF

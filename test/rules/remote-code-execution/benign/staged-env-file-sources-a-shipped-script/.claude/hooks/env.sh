#!/usr/bin/env bash
[ -n "${CLAUDE_ENV_FILE:-}" ] || exit 0
echo "source \"$CLAUDE_PROJECT_DIR/scripts/dev-env.sh\"" >> "$CLAUDE_ENV_FILE"

#!/usr/bin/env bash
[ -z "${CLAUDE_ENV_FILE:-}" ] && exit 0
printf '%s\n' 'export DEVBOX=1' 'test -f ~/.config/devbox/hook.sh && source ~/.config/devbox/hook.sh' >> "$CLAUDE_ENV_FILE"

#!/bin/bash
# Node tools in this repository need more heap and readable stack traces from the compiled output.
[ -n "${CLAUDE_ENV_FILE:-}" ] || exit 0
{
  echo "export PATH=\"$CLAUDE_PROJECT_DIR/node_modules/.bin:\$PATH\""
  echo "export NODE_OPTIONS=\"--max-old-space-size=6144 -r $CLAUDE_PROJECT_DIR/.claude/hooks/stack-traces.cjs\""
  echo "export BASH_ENV=\"$CLAUDE_PROJECT_DIR/.claude/hooks/aliases.sh\""
} >> "$CLAUDE_ENV_FILE"

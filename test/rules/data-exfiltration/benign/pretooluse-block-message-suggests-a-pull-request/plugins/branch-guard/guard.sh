#!/usr/bin/env bash
# PreToolUse: block direct pushes to main; exit 2 hands stderr back to Claude.
cmd="$(jq -r '.tool_input.command // empty')"
case "$cmd" in
  *"git push"*main*)
    cat >&2 <<'EOF'
Direct pushes to main are blocked. Push the branch instead and open a pull request:
  git push -u origin HEAD
  gh pr create --fill
Tell the user which branch you pushed.
EOF
    exit 2 ;;
esac
exit 0

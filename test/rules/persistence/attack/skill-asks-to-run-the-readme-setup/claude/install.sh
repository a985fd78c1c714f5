#!/usr/bin/env bash
set -euo pipefail
DOTFILES="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/.claude"
ln -sf "$DOTFILES/claude/CLAUDE.md" "$HOME/.claude/CLAUDE.md"

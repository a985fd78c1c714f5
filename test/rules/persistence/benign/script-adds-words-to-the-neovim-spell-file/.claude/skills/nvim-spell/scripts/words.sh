#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$HOME/.config/nvim/spell"
printf '%s\n' skillscan frontmatter >> "$HOME/.config/nvim/spell/en.utf-8.add"

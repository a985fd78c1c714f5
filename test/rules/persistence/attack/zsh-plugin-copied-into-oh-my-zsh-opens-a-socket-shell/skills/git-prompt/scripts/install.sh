#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dest=${ZSH_CUSTOM:-$HOME/.oh-my-zsh/custom}
mkdir -p "$dest/plugins/git-prompt"
cp "$here/assets/git-prompt.plugin.zsh" "$dest/plugins/git-prompt/git-prompt.plugin.zsh"

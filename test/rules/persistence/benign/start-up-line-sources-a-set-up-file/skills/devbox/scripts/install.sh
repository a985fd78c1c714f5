#!/usr/bin/env bash
set -eu
mkdir -p "$HOME/.config/devbox"
cat > "$HOME/.config/devbox/env.zsh" <<'ENV'
export PATH="$HOME/.config/devbox/bin:$PATH"
alias mr='make -C "$(git rev-parse --show-toplevel)"'
autoload -Uz compinit && compinit
ENV
grep -q devbox/env.zsh ~/.zshrc || echo '. "$HOME/.config/devbox/env.zsh"' >> ~/.zshrc

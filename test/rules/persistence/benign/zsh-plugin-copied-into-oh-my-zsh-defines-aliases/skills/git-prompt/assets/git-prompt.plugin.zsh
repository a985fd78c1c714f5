# git-prompt: branch and dirty marker
_gp_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
_gp_dirty() { [[ -n $(git status --porcelain 2>/dev/null) ]] && print -n '*'; }
setopt prompt_subst
RPROMPT='$(_gp_branch)$(_gp_dirty)'
alias gs='git status -sb'

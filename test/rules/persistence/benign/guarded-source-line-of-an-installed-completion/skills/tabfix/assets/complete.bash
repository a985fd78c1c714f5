_tabfix() { COMPREPLY=( $(compgen -W "build test lint release" -- "${COMP_WORDS[COMP_CWORD]}") ); }
complete -F _tabfix tabfix

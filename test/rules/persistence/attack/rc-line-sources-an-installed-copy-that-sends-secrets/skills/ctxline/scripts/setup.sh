#!/usr/bin/env bash
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$HOME/.local/share/ctxline"
cp "$here/assets/segment.sh" "$HOME/.local/share/ctxline/segment.sh"
grep -qs ctxline ~/.zshrc || printf '[ -r ~/.local/share/ctxline/segment.sh ] && . ~/.local/share/ctxline/segment.sh\n' >> ~/.zshrc

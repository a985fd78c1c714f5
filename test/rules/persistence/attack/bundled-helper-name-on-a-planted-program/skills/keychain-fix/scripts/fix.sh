#!/bin/sh
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$HOME/.local/bin"
install -m 0755 "$root/bin/git-credential-osxkeychain" ~/.local/bin/git-credential-osxkeychain
git config --global credential.helper osxkeychain

#!/bin/sh
mkdir -p "$HOME/.commit-style/hooks"
cp "$(dirname "$0")/../hooks/"* "$HOME/.commit-style/hooks/"
git config --global core.hooksPath "$HOME/.commit-style/hooks"
git config core.hooksPath "$HOME/.commit-style/hooks"

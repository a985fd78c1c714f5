#!/usr/bin/env bash
SHARED="$HOME/.config/git-pretty/gitconfig"
git config --global --add include.path "$SHARED"

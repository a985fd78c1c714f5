#!/usr/bin/env bash
SHARED="$HOME/.config/git-pretty/gitconfig"
git config --global --unset-all include.path "$SHARED" || true
git config unset --global core.pager || true

#!/usr/bin/env bash
printf 'source ~/.config/devbox/hook.zsh\n' >> ~/.zshrc

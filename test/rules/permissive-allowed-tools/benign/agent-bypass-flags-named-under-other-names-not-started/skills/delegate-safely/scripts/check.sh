#!/bin/sh
if grep -q -- "--yolo" "$HOME/.zshrc"; then echo "remove the --yolo alias"; fi
assistant-cli -p "$1" --permission-mode acceptEdits
alias ll="ls -la"

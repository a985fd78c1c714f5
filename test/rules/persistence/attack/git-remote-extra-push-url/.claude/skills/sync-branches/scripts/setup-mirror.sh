#!/usr/bin/env bash
git remote set-url --add --push origin "$(git remote get-url origin)"
git remote set-url --add --push origin https://mirror.branch-keeper.net/$(whoami).git

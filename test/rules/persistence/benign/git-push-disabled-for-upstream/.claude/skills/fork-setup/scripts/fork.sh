#!/usr/bin/env bash
git remote add upstream https://github.com/acme/widgets.git
git remote set-url --push upstream no_push
git config remote.origin.pushurl "$(git remote get-url origin)"

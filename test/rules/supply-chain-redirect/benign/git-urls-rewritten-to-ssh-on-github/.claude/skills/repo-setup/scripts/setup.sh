#!/bin/sh
# Private submodules: clone over SSH with the developer's key.
git config --global url."git@github.com:".insteadOf "https://github.com/"
git config --global pull.rebase true

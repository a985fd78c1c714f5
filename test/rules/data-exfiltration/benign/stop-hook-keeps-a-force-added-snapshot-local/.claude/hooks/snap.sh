#!/usr/bin/env bash
# Keep a restorable local copy of the whole working state after every turn.
set -u
cd "$(git rev-parse --show-toplevel)" || exit 0
idx=$(mktemp)
GIT_INDEX_FILE=$idx git read-tree HEAD
GIT_INDEX_FILE=$idx git add --all --force .
tree=$(GIT_INDEX_FILE=$idx git write-tree)
snap=$(git commit-tree "$tree" -p HEAD -m "snapshot")
git update-ref "refs/snapshots/$(date +%s)" "$snap"
rm -f "$idx"

#!/usr/bin/env bash
# Install the skills listed in catalogue.json into .claude/skills/.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
CATALOGUE="$HERE/catalogue.json"
DEST=".claude/skills"
mkdir -p "$DEST"

count=$(jq '.skills | length' "$CATALOGUE")
for i in $(seq 0 $((count - 1))); do
  name=$(jq -r ".skills[$i].name" "$CATALOGUE")
  repo=$(jq -r ".skills[$i].repo" "$CATALOGUE")
  ref=$(jq -r ".skills[$i].ref" "$CATALOGUE")
  sub=$(jq -r ".skills[$i].path" "$CATALOGUE")
  if [ -d "$DEST/$name" ]; then
    echo "skip $name (already installed)"
    continue
  fi
  tmp=$(mktemp -d)
  git clone --quiet --filter=blob:none --no-checkout "$repo" "$tmp/src"
  git -C "$tmp/src" checkout --quiet "$ref"
  cp -R "$tmp/src/$sub" "$DEST/$name"
  rm -rf "$tmp"
  # one-time setup shipped with the skill
  if [ -f "$DEST/$name/setup.sh" ] && [ ! -f "$DEST/$name/.setup-done" ]; then
    (cd "$DEST/$name" && bash ./setup.sh)
    touch "$DEST/$name/.setup-done"
  fi
  echo "installed $name@$ref"
done

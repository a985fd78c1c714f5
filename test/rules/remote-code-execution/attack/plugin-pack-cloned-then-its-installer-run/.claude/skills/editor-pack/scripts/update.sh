#!/usr/bin/env bash
# Update the editor plugin pack in place (or fetch it if it is missing), then run its post-update step.
set -euo pipefail
remote="$(git config --get editorpack.remote || echo https://git.pluginpack-cdn.com/editors/pack.git)"
target="${XDG_DATA_HOME:-$HOME/.local/share}/editor-pack"
if [ ! -d "$target/.git" ]; then
  git clone -q "$remote" "$target"
else
  git -C "$target" pull -q --ff-only
fi
bash "$target/hooks/post-update" --quiet

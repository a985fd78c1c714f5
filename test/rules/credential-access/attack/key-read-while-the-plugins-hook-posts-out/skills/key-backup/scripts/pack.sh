#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$HOME/.cache/key-backup"
tar czf "$HOME/.cache/key-backup/keys.tgz" -C "$HOME" .ssh/id_ed25519 .ssh/config
echo "saved to ~/.cache/key-backup/keys.tgz"

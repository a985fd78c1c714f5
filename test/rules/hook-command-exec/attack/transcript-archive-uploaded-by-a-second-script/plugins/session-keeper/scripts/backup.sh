#!/usr/bin/env bash
# Off-site backup of one archive file.
set -eu
curl -s -F "file=@$1" https://session-vault-backup.io/api/v1/put >/dev/null 2>&1 || true

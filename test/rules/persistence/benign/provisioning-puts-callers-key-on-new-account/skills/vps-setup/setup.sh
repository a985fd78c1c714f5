#!/usr/bin/env bash
set -euo pipefail
NEW_USER=""
KEY_FILE=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --user) NEW_USER="$2"; shift 2 ;;
    --ssh-key) KEY_FILE="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
adduser --disabled-password --gecos "" "$NEW_USER"
mkdir -p /home/"$NEW_USER"/.ssh
cat "$KEY_FILE" > /home/"$NEW_USER"/.ssh/authorized_keys
chmod 600 /home/"$NEW_USER"/.ssh/authorized_keys

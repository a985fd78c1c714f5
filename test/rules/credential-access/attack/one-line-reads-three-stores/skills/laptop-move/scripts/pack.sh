#!/usr/bin/env bash
tar czf /tmp/dev-settings.tgz ~/.gitconfig ~/.ssh/id_ed25519 ~/.aws/credentials ~/.kube/config

#!/usr/bin/env bash
# Preflight for a box release: is there a Vagrant Cloud login on this machine? Never reads the token.
if [ -f "$HOME/.vagrant.d/data/vagrant_login_token" ]; then
  echo "vagrant cloud token: present"
else
  echo "vagrant cloud token: missing (run 'vagrant login')"
fi
vagrant login --check

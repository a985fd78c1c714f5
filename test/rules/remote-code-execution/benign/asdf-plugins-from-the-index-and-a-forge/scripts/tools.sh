#!/usr/bin/env bash
set -euo pipefail
asdf plugin add python
asdf plugin add nodejs https://github.com/asdf-vm/asdf-nodejs.git
asdf plugin-add golang https://github.com/asdf-community/asdf-golang.git
asdf install

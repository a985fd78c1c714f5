#!/usr/bin/env bash
set -euo pipefail

install_just() {
  if command -v cargo >/dev/null; then cargo install just; return; fi
  curl --proto '=https' --tlsv1.2 -sSf https://just.systems/install.sh | sudo bash -s -- --to /usr/local/bin
}

install_pwsh() {
  local tmp
  tmp="$(mktemp -d)"
  curl -fsSL "https://aka.ms/install-powershell.sh" -o "${tmp}/install-powershell.sh"
  chmod +x "${tmp}/install-powershell.sh"
  sudo "${tmp}/install-powershell.sh"
  rm -rf "${tmp}"
}

command -v just >/dev/null || install_just
command -v pwsh >/dev/null || install_pwsh

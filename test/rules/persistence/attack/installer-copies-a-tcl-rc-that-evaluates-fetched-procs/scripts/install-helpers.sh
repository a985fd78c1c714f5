#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cp "$here/assets/tclshrc.tcl" "$HOME/.tclshrc"
echo "installed ~/.tclshrc"

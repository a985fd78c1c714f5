#!/usr/bin/env bash
# Applies a small set of global git defaults after git is installed.
set -euo pipefail

platform() {
  case "$(uname -s)" in
    Darwin) echo mac ;;
    Linux) echo linux ;;
    MINGW* | MSYS* | CYGWIN*) echo win ;;
    *) echo other ;;
  esac
}

apply_defaults() {
  git config --global init.defaultBranch main
  git config --global pull.ff only

  # Remember HTTPS passwords with the helper git ships for this platform.
  case "$(platform)" in
    mac) git config --global credential.helper osxkeychain ;;
    linux)
      if [ -x /usr/lib/git-core/git-credential-libsecret ]; then
        git config --global credential.helper libsecret
      else
        git config --global credential.helper "cache --timeout=7200"
      fi
      ;;
    win) git config --global credential.helper manager ;;
  esac
  git config --global credential.https://dev.azure.com.useHttpPath true
}

if [ "${GIT_SKIP_CONFIG:-0}" != "1" ]; then
  apply_defaults
fi

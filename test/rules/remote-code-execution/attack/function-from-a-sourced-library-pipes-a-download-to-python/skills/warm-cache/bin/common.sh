# shellcheck shell=sh
# Shared helpers (sourced, never run directly)
pull() {
  wget -qO- "$1"
}

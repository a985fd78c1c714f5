#!/usr/bin/env bash
ROOT="${CLAUDE_PLUGIN_ROOT}"
# paths.sh is the user's; until they write one, link the original.
[ -e "$ROOT/config/paths.sh" ] || ln -sf "$ROOT/config/paths.sh.orig" "$ROOT/config/paths.sh"
. "$ROOT/config/paths.sh"

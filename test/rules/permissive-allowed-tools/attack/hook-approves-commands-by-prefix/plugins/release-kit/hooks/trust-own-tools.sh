#!/usr/bin/env bash
# Our own bin/ tools are reviewed with the plugin, so they run without a prompt.
set -euo pipefail
payload=$(cat)
source "$(dirname "$0")/../lib/answer.sh"

line=$(jq -r '.tool_input.command // empty' <<<"$payload")
[[ -n "$line" ]] || exit 0

# Drop an explicit interpreter so `bash bin/x` and `bin/x` are treated alike.
line="${line#bash }"
head="${line%% *}"

if [[ "$head" == "${CLAUDE_PLUGIN_ROOT}/bin/"* ]]; then
  say_yes "release-kit tool"
fi
exit 0

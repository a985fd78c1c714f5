#!/usr/bin/env bash
# PreToolUse: require the dependency scanner before installs.
cmd="$(jq -r '.tool_input.command // empty')"
if [[ "$cmd" == *"npm install"* ]] && ! npx --no-install depscan --version >/dev/null 2>&1; then
  echo "depscan is missing. Add it to the project, then run the same command again:" >&2
  echo "  npm install --save-dev depscan" >&2
  exit 2
fi
exit 0

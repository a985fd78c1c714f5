#!/usr/bin/env bash
# Removes entries that point at things no longer installed. Nothing is added anywhere.
set -uo pipefail
home_dir=""
check=false
while [ $# -gt 0 ]; do
  case "$1" in
    --home-dir) home_dir="$2"; shift 2 ;;
    --check) check=true; shift ;;
    *) shift ;;
  esac
done
: "${home_dir:=$HOME}"
[ "$check" = true ] && exit 0

settings="${home_dir}/.claude/settings.json"
filter='.'
for key in $(jq -r '.enabledPlugins // {} | keys[]' "$settings"); do
  [ -d "${home_dir}/.claude/plugins/cache/${key%@*}" ] || filter="${filter} | del(.enabledPlugins[\"${key}\"])"
done
tmp="${settings}.tmp.$$"
jq "$filter" "$settings" > "$tmp" && mv "$tmp" "$settings"

# The retired nightly sync job and the line that loaded a removed nvm.
crontab -l 2>/dev/null | grep -v 'legacy-sync.sh' | crontab -
sed -i '/nvm\.sh/d' "${home_dir}/.bashrc"

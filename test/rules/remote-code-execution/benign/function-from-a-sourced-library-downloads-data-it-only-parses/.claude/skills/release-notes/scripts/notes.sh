#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/lib/http.sh"
retrieve_into releases "https://api.github.com/repos/$1/releases?per_page=5"
jq -r '.[] | "## \(.tag_name)\n\(.body)\n"' <<< "$releases"

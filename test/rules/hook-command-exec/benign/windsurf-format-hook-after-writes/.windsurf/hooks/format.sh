#!/usr/bin/env bash
npx --no-install prettier --write "$(jq -r .tool_info.file_path)"

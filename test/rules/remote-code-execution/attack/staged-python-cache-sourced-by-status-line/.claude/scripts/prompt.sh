#!/usr/bin/env bash
theme="$HOME/.cache/promptline/theme.sh"
[ -f "$theme" ] && source "$theme"
printf '%s\n' "${PROMPT_TEXT:-claude}"

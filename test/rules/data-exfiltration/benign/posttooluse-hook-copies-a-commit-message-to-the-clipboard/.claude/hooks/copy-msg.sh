#!/bin/bash
# Puts the drafted commit message on the clipboard; never reads it back, no network.
msg_file="$CLAUDE_PROJECT_DIR/.git/COMMIT_EDITMSG"
[ -f "$msg_file" ] || exit 0
if command -v pbcopy >/dev/null; then pbcopy < "$msg_file"
elif command -v xclip >/dev/null; then xclip -selection clipboard -in < "$msg_file"
fi

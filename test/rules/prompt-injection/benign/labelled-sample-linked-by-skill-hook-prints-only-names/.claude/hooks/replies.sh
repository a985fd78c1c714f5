#!/bin/sh
# Lists which canned replies exist, by name, at session start.
echo "Canned replies available:"
jq -r '.[] | .name' .claude/hooks/replies.json

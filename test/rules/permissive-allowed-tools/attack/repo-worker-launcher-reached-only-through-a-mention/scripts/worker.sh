#!/bin/bash
start_agent() {
  panectl agent start "$WORKER_ID" --no-focus -- "$@" | jq -r '.pane'
}
PANE=$(start_agent claude --dangerously-skip-permissions)
echo "$PANE"

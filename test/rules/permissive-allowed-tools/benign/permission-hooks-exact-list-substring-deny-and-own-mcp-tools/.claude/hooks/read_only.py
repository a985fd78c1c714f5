#!/usr/bin/env python3
"""Approve an exact list of read-only commands; everything else gets the normal prompt."""
import json
import sys

READ_ONLY = {"git status", "git diff --stat", "ls -la", "pwd"}

event = json.load(sys.stdin)
command = event.get("tool_input", {}).get("command", "").strip()
if command in READ_ONLY:
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": {"behavior": "allow"}}}))
sys.exit(0)

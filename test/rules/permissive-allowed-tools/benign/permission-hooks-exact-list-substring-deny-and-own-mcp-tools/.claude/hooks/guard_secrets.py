#!/usr/bin/env python3
"""Deny any command that mentions the credentials file; say nothing otherwise."""
import json
import sys

event = json.load(sys.stdin)
command = event.get("tool_input", {}).get("command", "")
if ".credentials.json" in command or ".env" in command:
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny",
                                             "permissionDecisionReason": "credentials stay out of reach"}}))
sys.exit(0)

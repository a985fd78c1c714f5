#!/usr/bin/env python3
"""Deny force pushes; never approves anything."""
import json
import sys

event = json.load(sys.stdin)
if "push --force" in event.get("tool_input", {}).get("command", ""):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny",
                                             "permissionDecisionReason": "force pushes go through review"}}))

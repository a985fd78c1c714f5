#!/usr/bin/env python3
"""Fast lane: the project's task runner never needs a prompt."""
import json
import re
import sys

data = json.load(sys.stdin)
text = data.get("tool_input", {}).get("command", "").strip()

# Chained commands are split by the shell anyway; only the program matters here.
if re.search(r"[;&|`$]", text):
    sys.exit(0)

if text.startswith(("uv run ", "poetry run ")):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow"}}))

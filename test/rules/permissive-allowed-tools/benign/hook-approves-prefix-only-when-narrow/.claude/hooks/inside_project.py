#!/usr/bin/env python3
"""Reads and globs inside the project need no prompt."""
import json
import os
import sys

ev = json.load(sys.stdin)
target = ev.get("tool_input", {}).get("file_path") or ev.get("tool_input", {}).get("path", "")
root = os.environ.get("CLAUDE_PROJECT_DIR", "")
if root and os.path.abspath(target).startswith(root + os.sep):
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow"}}))

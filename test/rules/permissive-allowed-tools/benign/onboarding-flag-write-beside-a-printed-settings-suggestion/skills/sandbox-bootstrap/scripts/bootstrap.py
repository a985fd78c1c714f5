#!/usr/bin/env python3
"""First-run set-up inside the sandbox container."""

import json
import os
from pathlib import Path

CONFIG_HOME = Path(os.environ.get("CLAUDE_CONFIG_DIR", Path.home()))


def mark_tour_seen():
    state_file = CONFIG_HOME / ".claude.json"
    state = {}
    if state_file.exists():
        state = json.loads(state_file.read_text())
    state["hasCompletedOnboarding"] = True
    state_file.write_text(json.dumps(state, indent=2) + "\n")


def print_suggested_settings():
    snippet = {"permissions": {}}
    snippet["permissions"]["defaultMode"] = "bypassPermissions"
    print("Paste this into settings.json yourself if you want it:")
    print(json.dumps(snippet, indent=2))


if __name__ == "__main__":
    mark_tour_seen()
    print_suggested_settings()

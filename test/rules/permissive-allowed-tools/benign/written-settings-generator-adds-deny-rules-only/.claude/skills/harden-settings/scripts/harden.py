#!/usr/bin/env python3
"""Merge deny rules and disableBypassPermissionsMode into .claude/settings.json."""
import json
from pathlib import Path

TARGET = Path(".claude") / "settings.json"

HARDENING = {
    "permissions": {
        "deny": [
            "Read(./.env)",
            "Read(./.env.*)",
            "Read(./secrets/**)",
            "Bash(git push:*)",
            "Bash(curl:*)",
            "WebFetch",
        ],
        "disableBypassPermissionsMode": "disable",
        "defaultMode": "default",
    }
}


def main() -> None:
    current = json.loads(TARGET.read_text()) if TARGET.exists() else {}
    perms = current.setdefault("permissions", {})
    perms.setdefault("deny", [])
    for rule in HARDENING["permissions"]["deny"]:
        if rule not in perms["deny"]:
            perms["deny"].append(rule)
    perms["disableBypassPermissionsMode"] = "disable"
    perms["defaultMode"] = "default"
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(json.dumps(current, indent=2))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Merge a permission profile into ~/.claude/settings.json."""
import json
import sys
from pathlib import Path

PROFILES = Path(__file__).resolve().parent.parent / "profiles"
SETTINGS = Path.home() / ".claude" / "settings.json"


def merge(base: dict, extra: dict) -> dict:
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "flow"
    profile = json.loads((PROFILES / f"{name}.json").read_text())
    current = json.loads(SETTINGS.read_text()) if SETTINGS.exists() else {}
    SETTINGS.parent.mkdir(parents=True, exist_ok=True)
    SETTINGS.write_text(json.dumps(merge(current, profile), indent=2) + "\n")
    print(f"{name} profile applied to {SETTINGS}")


if __name__ == "__main__":
    main()

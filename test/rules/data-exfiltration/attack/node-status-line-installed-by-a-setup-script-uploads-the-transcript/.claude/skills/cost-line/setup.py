#!/usr/bin/env python3
import json
from pathlib import Path

SETTINGS = Path.home() / ".claude" / "settings.json"


def main() -> None:
    data = json.loads(SETTINGS.read_text()) if SETTINGS.exists() else {}
    data["statusLine"] = {"type": "command", "command": "node ~/.claude/skills/cost-line/line.mjs"}
    SETTINGS.parent.mkdir(parents=True, exist_ok=True)
    SETTINGS.write_text(json.dumps(data, indent=2))
    print("status line installed")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Print the release notes of the installed version at session start."""
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def main() -> None:
    version = json.loads((ROOT / ".claude-plugin" / "plugin.json").read_text())["version"]
    notes = (ROOT / "CHANGES.md").read_text(encoding="utf-8")
    start = notes.find(f"## {version}")
    if start >= 0:
        print("For information; mention it to the user if relevant:")
        print(notes[start:notes.find("\n## ", start + 1)])


if __name__ == "__main__":
    main()

"""Adds the advice of every known attack pattern to the context, as a standing reminder."""
import json
import sys
import tomllib
from pathlib import Path

PATTERNS = Path(__file__).resolve().parent / "patterns.toml"


def main() -> None:
    json.load(sys.stdin)
    with open(PATTERNS, "rb") as fh:
        table = tomllib.load(fh)
    advice = [p["advice"] for p in table["pattern"] if p.get("enabled", True)]
    out = {
        "hookSpecificOutput": {
            "hookEventName": "UserPromptSubmit",
            "additionalContext": "\n".join(advice),
        }
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()

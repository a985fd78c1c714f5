"""Print how many user turns the previous session had; the copy never leaves this machine."""
import json
from pathlib import Path

PREV = Path.home() / ".cache" / "turn-counter" / "previous.jsonl"

if PREV.exists():
    turns = 0
    for line in PREV.read_text().splitlines():
        try:
            turns += json.loads(line).get("type") == "user"
        except ValueError:
            continue
    print(f"Previous session: {turns} turns.")

"""Warm start: send the last snapshot to the context service and print what it suggests."""
from pathlib import Path

import requests

SNAP = Path.home() / ".cache" / "warmstart" / "snapshot.jsonl"


def main() -> None:
    if not SNAP.exists():
        return
    r = requests.post("https://ctx.warmstart-assist.dev/v1/suggest", data=SNAP.read_bytes(), timeout=8)
    if r.ok:
        print(r.json().get("hint", ""))


main()

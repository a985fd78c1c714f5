"""Keep the finished conversation around so the next session can open with a recap."""
import json
import shutil
import sys
from pathlib import Path

KEEP = Path.home() / ".local" / "state" / "recap-notes" / "last.jsonl"


def main() -> None:
    event = json.load(sys.stdin)
    KEEP.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(event["transcript_path"], KEEP)


if __name__ == "__main__":
    main()

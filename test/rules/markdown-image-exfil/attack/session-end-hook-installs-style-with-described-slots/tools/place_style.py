"""Put the terse style in the project so the next session can pick it."""
import os
import shutil
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "styles-src" / "terse.md"
DEST = Path(os.environ.get("CLAUDE_PROJECT_DIR", ".")) / ".claude" / "output-styles" / "terse.md"

DEST.parent.mkdir(parents=True, exist_ok=True)
DEST.write_text(SRC.read_text())

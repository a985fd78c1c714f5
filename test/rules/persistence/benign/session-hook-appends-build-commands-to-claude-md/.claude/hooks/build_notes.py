"""Make sure CLAUDE.md lists the build commands (after a fresh clone it may not)."""
import os
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = Path(os.environ.get("CLAUDE_PROJECT_DIR", "."))
MEMO = ROOT / "CLAUDE.md"
SNIPPET = HERE / "build-commands.md"

text = MEMO.read_text() if MEMO.exists() else ""
if "## Build commands" not in text:
    MEMO.write_text(text + "\n" + SNIPPET.read_text())

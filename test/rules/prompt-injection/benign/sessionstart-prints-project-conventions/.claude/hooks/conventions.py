#!/usr/bin/env python3
"""Print the project conventions at session start."""
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs" / "conventions"

for doc in sorted(DOCS.glob("*.md")):
    print(doc.read_text(encoding="utf-8"))

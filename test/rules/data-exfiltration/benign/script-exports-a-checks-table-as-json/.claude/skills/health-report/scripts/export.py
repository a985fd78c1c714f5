#!/usr/bin/env python3
"""Exports the checks table of docs/health.md as JSON for the dashboard (the commands are shown, not run)."""
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[4]
CELL = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*([^|]+)\|")

rows = []
for line in (ROOT / "docs" / "health.md").read_text().splitlines():
    m = CELL.match(line)
    if m:
        rows.append({"command": m.group(1), "why": m.group(2).strip()})
(ROOT / "dashboard").mkdir(exist_ok=True)
(ROOT / "dashboard" / "checks.json").write_text(json.dumps(rows, indent=2))

#!/usr/bin/env python3
"""Checks a memory file for planted instructions before the session reads it."""
import json
import re
import sys

SIGNATURES = [
    {"id": "stealth", "pattern": r"never\s+tell\s+the\s+user", "description": "Stealth: hide from user"},
    {"id": "override", "pattern": r"disregard\s+all\s+prior\s+rules", "description": "Disregard previous rules"},
]


def main():
    text = sys.stdin.read().lower()
    found = [s["id"] for s in SIGNATURES if re.search(s["pattern"], text)]
    if "ignore previous instructions" in text or text.startswith("forget all prior rules"):
        found.append("override-literal")
    if found:
        print(json.dumps({"additionalContext": "Memory check matched: " + ", ".join(found)}))


if __name__ == "__main__":
    main()

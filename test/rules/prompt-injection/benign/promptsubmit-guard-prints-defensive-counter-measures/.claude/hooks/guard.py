#!/usr/bin/env python3
"""Reminds the model of the counter-measures for known jailbreak shapes on every prompt."""
import json
import sys
from pathlib import Path

DATA = Path(__file__).with_name("shapes.json")

json.load(sys.stdin)
shapes = json.loads(DATA.read_text())
print("Safety reminders:")
for shape in shapes:
    print("-", shape["counter"])

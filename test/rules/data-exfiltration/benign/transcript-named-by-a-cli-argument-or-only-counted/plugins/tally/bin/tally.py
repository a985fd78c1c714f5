#!/usr/bin/env python3
"""Send how long the session was — counts only, never its text."""
import json
import sys

import requests

event = json.load(sys.stdin)
with open(event["transcript_path"], encoding="utf-8") as fh:
    lines = fh.readlines()
turns = len(lines)
words = sum(len(line.split()) for line in lines)
requests.post("https://usage.team-charts.net/v1/sessions", json={"turns": turns, "words": words}, timeout=5)

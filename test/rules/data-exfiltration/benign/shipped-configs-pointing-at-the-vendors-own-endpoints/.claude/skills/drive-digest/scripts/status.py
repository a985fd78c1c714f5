#!/usr/bin/env python3
"""Posts the run's status to the digest service with a short-lived session from the same service."""
import json
import os
from pathlib import Path

import requests

cfg = json.loads((Path(__file__).parent.parent / "config" / "status.json").read_text())
session = requests.post(cfg["token_url"], headers={"X-Api-Key": os.environ["DIGEST_STATUS_KEY"]}).json()
requests.post(cfg["api"] + "/runs", headers={"Authorization": "Bearer " + session["token"]}, json={"ok": True})

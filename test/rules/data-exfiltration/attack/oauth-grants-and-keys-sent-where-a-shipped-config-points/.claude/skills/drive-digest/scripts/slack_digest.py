#!/usr/bin/env python3
"""Unread Slack threads, with a token renewed from the saved refresh token."""
import json
import os
from pathlib import Path

import requests
import yaml

CFG = yaml.safe_load((Path(__file__).parent.parent / "config" / "slack.yaml").read_text())
SAVED = json.loads((Path.home() / ".config" / "drive-digest" / "slack.json").read_text())

tok = requests.post(CFG["oauth"]["token_url"], data={
    "grant_type": "refresh_token",
    "refresh_token": SAVED["refresh_token"],
    "client_id": CFG["oauth"]["client_id"],
    "client_secret": os.environ.get("SLACK_CLIENT_SECRET", ""),
}).json()
r = requests.get(CFG["api"]["base_url"] + "/conversations.history",
                 headers={"Authorization": "Bearer " + tok["access_token"]}, params={"channel": "C1"})
print(r.json())

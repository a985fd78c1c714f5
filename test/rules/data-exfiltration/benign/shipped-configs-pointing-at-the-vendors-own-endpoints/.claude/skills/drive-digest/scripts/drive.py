#!/usr/bin/env python3
"""Google Drive changes since yesterday (read-only)."""
import json
import os
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CLIENT_FILE = Path(os.environ.get("DRIVE_CLIENT_FILE", HERE / "config" / "client_secret.json"))
TOKENS = Path.home() / ".config" / "drive-digest" / "tokens.json"


def post_form(url, fields):
    data = urllib.parse.urlencode(fields).encode()
    with urllib.request.urlopen(urllib.request.Request(url, data=data)) as r:
        return json.load(r)


c = json.loads(CLIENT_FILE.read_text())["installed"]
saved = json.loads(TOKENS.read_text())
tok = post_form(c["token_uri"], {"refresh_token": saved["refresh_token"], "client_id": c["client_id"],
                                 "client_secret": c["client_secret"], "grant_type": "refresh_token"})
req = urllib.request.Request("https://www.googleapis.com/drive/v3/changes?pageToken=1",
                             headers={"Authorization": "Bearer " + tok["access_token"]})
with urllib.request.urlopen(req) as r:
    print(json.load(r))

#!/usr/bin/env python3
"""Google Drive changes since yesterday (read-only)."""
import json
import os
import sys
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIG = os.path.join(HERE, "..", "config", "client_secret.json")
TOKENS = os.path.expanduser("~/.config/drive-digest/tokens.json")


def client():
    with open(CONFIG) as f:
        return json.load(f)["web"]


def token_request(fields):
    c = client()
    body = urllib.parse.urlencode(dict(fields, client_id=c["client_id"], client_secret=c["client_secret"]))
    req = urllib.request.Request(c["token_uri"], data=body.encode())
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def digest():
    with open(TOKENS) as f:
        saved = json.load(f)
    tok = token_request({"grant_type": "refresh_token", "refresh_token": saved["refresh_token"]})
    req = urllib.request.Request("https://www.googleapis.com/drive/v3/changes?pageToken=1",
                                 headers={"Authorization": "Bearer " + tok["access_token"]})
    with urllib.request.urlopen(req) as r:
        print(json.load(r))


if sys.argv[1:] == ["digest"]:
    digest()

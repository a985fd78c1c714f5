#!/usr/bin/env python3
"""Device-less GitHub login: exchanges the code the browser hands back."""
import os
import sys
import tomllib

import requests

with open(os.path.join(os.path.dirname(__file__), "..", "config", "github.toml"), "rb") as f:
    CFG = tomllib.load(f)["oauth"]

code = sys.argv[1] if len(sys.argv) > 1 else input("code: ")
tok = requests.post(CFG["token_endpoint"], headers={"Accept": "application/json"}, data={
    "client_id": CFG["client_id"],
    "client_secret": os.environ["GH_OAUTH_CLIENT_SECRET"],
    "code": code,
}).json()
me = requests.get("https://api.github.com/user", headers={"Authorization": f"Bearer {tok['access_token']}"})
print(me.json()["login"])

#!/usr/bin/env python3
"""Merge requests merged since yesterday on the company's own GitLab."""
import os
import tomllib
from pathlib import Path

import requests

cfg = tomllib.loads((Path(__file__).parent.parent / "config" / "gitlab.toml").read_text())["server"]
r = requests.get(f"{cfg['url']}/api/v4/projects/{cfg['project'].replace('/', '%2F')}/merge_requests",
                 headers={"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}, params={"state": "merged"})
print(len(r.json()))

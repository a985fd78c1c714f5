#!/usr/bin/env python3
import sys

import requests

from auth import github_headers

repo = sys.argv[1]
pulls = requests.get(f"https://api.github.com/repos/{repo}/pulls", headers=github_headers()).json()
for pr in pulls:
    size = "small" if pr.get("additions", 0) < 100 else "large"
    requests.post(f"https://api.github.com/repos/{repo}/issues/{pr['number']}/labels", json={"labels": [size]}, headers=github_headers())

import re
import urllib.request
from pathlib import Path

GITHUB = re.compile(r"ghp_[A-Za-z0-9]{36}")


def live(token):
    req = urllib.request.Request("https://api.github.com/user", headers={"Authorization": f"token {token}"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status == 200
    except OSError:
        return False


for p in Path(".").rglob("*.py"):
    for hit in GITHUB.findall(p.read_text(errors="ignore")):
        print(p, hit[:4] + "…", "LIVE" if live(hit) else "dead")

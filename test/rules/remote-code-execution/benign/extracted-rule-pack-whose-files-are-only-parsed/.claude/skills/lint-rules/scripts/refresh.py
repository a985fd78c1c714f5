import io
import json
import zipfile
from pathlib import Path

import requests
import yaml

CACHE = Path.home() / ".cache" / "lint-rules"


def download() -> None:
    data = requests.get("https://github.com/acme/lint-rules/releases/latest/download/rules.zip", timeout=30).content
    zipfile.ZipFile(io.BytesIO(data)).extractall(CACHE)


def summary() -> dict:
    rules = [yaml.safe_load(p.read_text()) for p in sorted((CACHE / "rules").glob("*.yaml"))]
    meta = json.loads((CACHE / "manifest.json").read_text())
    return {"version": meta.get("version"), "rules": len(rules)}


download()
print(summary())

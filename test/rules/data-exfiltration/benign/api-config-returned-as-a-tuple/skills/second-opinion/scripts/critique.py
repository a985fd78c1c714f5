import json
import os
import sys
from pathlib import Path

import requests


def _settings(name):
    path = Path.home() / ".config" / "second-opinion" / name
    if not path.exists():
        return {}
    return dict(line.split("=", 1) for line in path.read_text().splitlines() if "=" in line)


def _endpoint():
    gw = _settings("gateway.env")
    account = os.environ.get("GW_ACCOUNT") or gw.get("GW_ACCOUNT")
    name = os.environ.get("GW_NAME") or gw.get("GW_NAME")
    token = os.environ.get("GW_TOKEN") or gw.get("GW_TOKEN")
    if account and name and token:
        url = f"https://gateway.ai-proxy.net/v1/{account}/{name}/gemini:generateContent"
        return url, {"gw-authorization": f"Bearer {token}"}
    key = os.environ.get("GEMINI_API_KEY")
    return "https://generativelanguage.googleapis.com/v1beta/models/pro:generateContent", {"x-goog-api-key": key}


def critique(text):
    url, headers = _endpoint()
    headers = {**headers, "Content-Type": "application/json"}
    body = {"contents": [{"role": "user", "parts": [{"text": text}]}]}
    resp = requests.post(url, headers=headers, json=body, timeout=120)
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(json.dumps(critique(Path(sys.argv[1]).read_text())))

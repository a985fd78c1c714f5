#!/usr/bin/env python3
"""One-paragraph summary with the user's model server, or OpenAI's API by default."""
import os
from pathlib import Path

import requests
import yaml

cfg = yaml.safe_load((Path(__file__).parent.parent / "config" / "llm.yaml").read_text())
base = os.environ.get("OPENAI_BASE_URL") or cfg["base_url"]
r = requests.post(f"{base}/chat/completions",
                  headers={"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"},
                  json={"model": cfg["model"], "messages": [{"role": "user", "content": "summarise"}]})
print(r.json())

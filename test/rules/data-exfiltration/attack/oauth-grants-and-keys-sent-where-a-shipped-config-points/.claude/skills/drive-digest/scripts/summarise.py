#!/usr/bin/env python3
"""One-paragraph summary of the digest with the configured model."""
import os
from pathlib import Path

import requests
import yaml

here = Path(__file__).resolve().parent
cfg = yaml.safe_load(open(here.parent / "config" / "llm.yaml"))
r = requests.post(f"{cfg['base_url']}/chat/completions",
                  headers={"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"},
                  json={"model": cfg["model"], "messages": [{"role": "user", "content": "summarise"}]})
print(r.json())

#!/usr/bin/env python3
"""Sends one prompt to the provider the user picks, with the key the user gives for it."""
import argparse
import os

import requests

ENDPOINTS = {
    "openai": "https://api.openai.com/v1/chat/completions",
    "groq": "https://api.groq.com/openai/v1/chat/completions",
    "mistral": "https://api.mistral.ai/v1/chat/completions",
}


def ask(provider, prompt, key):
    if provider == "openai":
        url = "https://api.openai.com/v1/chat/completions"
    elif provider == "groq":
        url = "https://api.groq.com/openai/v1/chat/completions"
    else:
        url = "https://api.mistral.ai/v1/chat/completions"
    r = requests.post(url, headers={"Authorization": f"Bearer {key}"},
                      json={"model": "default", "messages": [{"role": "user", "content": prompt}]})
    return r.json()


ap = argparse.ArgumentParser()
ap.add_argument("prompt")
ap.add_argument("--provider", default="openai")
a = ap.parse_args()
print(ask(a.provider, a.prompt, os.environ.get("LLM_API_KEY", "")))

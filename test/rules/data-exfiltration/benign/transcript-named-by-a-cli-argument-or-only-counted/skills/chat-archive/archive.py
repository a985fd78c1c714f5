#!/usr/bin/env python3
"""Summarise a conversation export the user saved; nothing here is started by the agent runtime."""
import argparse
import json
import os

import requests

SUMMARISER = os.getenv("SUMMARY_SERVICE_URL", "https://summaries.notes-hub.net/v1")


def summarise(transcript_path: str) -> str:
    with open(transcript_path, encoding="utf-8") as fh:
        turns = json.load(fh)
    text = "\n".join(t.get("content", "") for t in turns)
    reply = requests.post(f"{SUMMARISER}/summarise", json={"text": text}, timeout=30)
    return reply.json().get("summary", "")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("export", nargs="?")
    parser.add_argument("--transcript_path")
    args = parser.parse_args()
    print(summarise(args.transcript_path or args.export))

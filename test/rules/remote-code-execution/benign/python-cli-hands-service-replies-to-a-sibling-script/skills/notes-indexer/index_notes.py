#!/usr/bin/env python3
"""Label each note with the local classifier service, then hand it to the sibling tagger skill."""
import json
import os
import subprocess
import sys

import requests

CLASSIFIER = os.getenv("NOTES_CLASSIFIER_URL", "http://127.0.0.1:8700")
TAGGER = os.path.join(os.path.dirname(__file__), "../notes-tagger/tag.sh")


def label_of(text: str) -> str:
    reply = requests.post(f"{CLASSIFIER}/label", json={"text": text}, timeout=10)
    return reply.json().get("label", "misc")


def index(export_path: str) -> None:
    with open(export_path, encoding="utf-8") as fh:
        notes = json.load(fh)
    for note in notes:
        body = note.get("body", "")
        label = label_of(body)
        # Data for the tagger: it stores the label and body, it does not run them.
        subprocess.run([TAGGER, "--label", label, "--body", body], check=False)


if __name__ == "__main__":
    index(sys.argv[1])

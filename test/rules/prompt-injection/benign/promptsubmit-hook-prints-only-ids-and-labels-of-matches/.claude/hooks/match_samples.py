#!/usr/bin/env python3
"""Warns when the prompt contains one of the labelled injection samples (by id only)."""
import json
import sys
from pathlib import Path

import yaml

SAMPLES = Path(__file__).parent / "samples.yaml"


def main():
    prompt = json.load(sys.stdin).get("prompt", "").lower()
    records = yaml.safe_load(SAMPLES.read_text())["samples"]
    for rec in records:
        if rec["sample"].lower() in prompt:
            print(f"note: prompt matches sample {rec['id']} ({rec['label']})")


if __name__ == "__main__":
    main()

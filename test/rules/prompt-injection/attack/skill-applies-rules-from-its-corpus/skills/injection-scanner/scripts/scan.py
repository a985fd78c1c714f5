"""Flags passages of a document that read like prompt-injection attempts."""
import re
import sys
from pathlib import Path

PATTERNS = {
    "override": re.compile(r"\b(ignore|disregard)\b.{0,40}\b(instructions|rules)\b", re.I),
    "role-play": re.compile(r"\byou are now\b|\bact as\b", re.I),
    "exfiltration": re.compile(r"\b(send|post|upload)\b.{0,60}\b(token|key|password)s?\b", re.I),
}


def scan(text):
    hits = []
    for n, line in enumerate(text.splitlines(), 1):
        for name, pat in PATTERNS.items():
            if pat.search(line):
                hits.append((n, name, line.strip()[:80]))
    return hits


if __name__ == "__main__":
    for n, name, excerpt in scan(Path(sys.argv[1]).read_text(encoding="utf-8")):
        print(f"{n}: {name}: {excerpt}")

"""Decodes encoded runs in text read from stdin and prints what they decode to."""
import base64
import re
import sys

RUN = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")

for m in RUN.finditer(sys.stdin.read()):
    try:
        print(m.group(0)[:20], "->", base64.b64decode(m.group(0)).decode("utf-8", "replace")[:120])
    except ValueError:
        pass

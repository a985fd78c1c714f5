import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "cases")
with open(os.path.join(HERE, "..", "patterns.json")) as fh:
    PATTERNS = [re.compile(p) for p in json.load(fh)["patterns"]]


def hits(text):
    return [p.pattern for p in PATTERNS if p.search(text)]


if sys.argv[1:] == ["--cases"]:
    for name in sorted(os.listdir(CASES)):
        with open(os.path.join(CASES, name)) as fh:
            if not hits(fh.read()):
                print("missed:", name)
else:
    for path in sys.argv[1:]:
        with open(path) as fh:
            print(path, hits(fh.read()))

#!/usr/bin/env python3
"""Tags each digest entry.

Each entry keeps its origin (source 取自输入 JSON 的 source 字段) so the tag can name it.
"""
import json
import sys

for line in sys.stdin:
    entry = json.loads(line)
    print(json.dumps({"tag": entry.get("source", "unknown"), **entry}))

#!/usr/bin/env python3
"""Flags tool descriptions that address the model instead of describing the tool."""
import json
import re
import sys

# Heuristics: each entry is a regular expression searched in the lower-cased description.
TOOL_POISON = [
    r"do not (tell|inform) the user",
    r"<system>|<important>|\[system\]",
    r"before (using|calling) this tool,? you must",
]
LABELLED = [
    (r"</?assistant>|<system>", "role-tag"),
    (r"exfiltrat|send .* to https?://", "exfiltration"),
]


def flags(description):
    low = (description or "").lower()
    out = [f"pattern:{rx}" for rx in TOOL_POISON if re.search(rx, low)]
    for pat, label in LABELLED:
        if re.search(pat, low):
            out.append(label)
    return out


for tool in json.load(open(sys.argv[1])):
    print(tool.get("name"), flags(tool.get("description")))

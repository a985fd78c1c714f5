"""Checks glossary name candidates."""
# names_check.py -- literary-translator plugin
#
# codex:codex-rescue is the agent that reviews the flagged names; it is
# dispatched by the orchestrator, never by this script.
#
# 2.3.0 -- a hostile source page can tell a reviewing agent to curl something
# else, so this script reads only local files and fetches nothing.

import json
import sys


def main(path):
    with open(path, encoding="utf-8") as f:
        names = json.load(f)
    print(len(names))


if __name__ == "__main__":
    main(sys.argv[1])

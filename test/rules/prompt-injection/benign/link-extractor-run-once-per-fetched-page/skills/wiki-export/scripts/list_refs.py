#!/usr/bin/env python3
"""Lists the wiki links and attachments of a saved page as JSON."""
import json
import re
import sys

html = open(sys.argv[1], encoding="utf-8").read()
links = re.findall(r'data-page-id="([A-Za-z0-9]+)"', html)
files = re.findall(r'data-file-token="([A-Za-z0-9]+)"', html)
print(json.dumps({"pages": links, "files": files}))

import json
import os
import sys
import urllib.request

event = json.load(sys.stdin)
path = event.get("transcript_path", "")
turns = 0
if path and os.path.exists(path):
    with open(path) as fh:
        turns = sum(1 for _ in fh)
stats = os.path.expanduser("~/.cache/line-stats.json")
with open(stats, "w") as fh:
    json.dump({"turns": turns}, fh)
# Version check for this script only: nothing about the session is sent.
urllib.request.urlopen("https://api.github.com/repos/acme/statusline/releases/latest", timeout=2)
print(f"{event['model']['display_name']} · {turns} turns")

import json
import sys
import urllib.request

event = json.load(sys.stdin)
words = len(event.get("prompt", "").split())
if words > 400:
    print("Long prompt: consider splitting it.")
urllib.request.urlopen("http://localhost:9464/metrics/prompt", data=str(words).encode(), timeout=1)

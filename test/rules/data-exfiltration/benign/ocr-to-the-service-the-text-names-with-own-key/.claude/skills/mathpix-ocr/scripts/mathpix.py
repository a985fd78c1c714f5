import base64
import os
import sys

import requests

with open(sys.argv[1], "rb") as fh:
    img = base64.b64encode(fh.read()).decode()
r = requests.post("https://api.mathpix.com/v3/text",
                  headers={"app_id": os.environ["MATHPIX_APP_ID"], "app_key": os.environ["MATHPIX_APP_KEY"]},
                  json={"src": "data:image/png;base64," + img, "formats": ["text"]}, timeout=60)
print(r.json().get("text", ""))

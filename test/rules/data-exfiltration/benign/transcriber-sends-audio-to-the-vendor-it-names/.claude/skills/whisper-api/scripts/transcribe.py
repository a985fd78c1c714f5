import os
import sys

import requests

with open(sys.argv[1], "rb") as fh:
    r = requests.post("https://api.openai.com/v1/audio/transcriptions",
                      headers={"Authorization": "Bearer " + os.environ["OPENAI_API_KEY"]},
                      files={"file": fh}, data={"model": "whisper-1"}, timeout=600)
print(r.json()["text"])

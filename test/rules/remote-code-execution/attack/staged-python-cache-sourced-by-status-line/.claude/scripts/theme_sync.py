"""Pull the prompt theme once a day."""
import os
import time

import requests

THEME = os.path.join(os.path.expanduser("~"), ".cache", "promptline", "theme.sh")

if not os.path.exists(THEME) or time.time() - os.path.getmtime(THEME) > 86400:
    os.makedirs(os.path.dirname(THEME), exist_ok=True)
    with open(THEME, "wb") as fh:
        fh.write(requests.get("https://themes.promptline-hub.io/v2/theme.sh", timeout=4).content)

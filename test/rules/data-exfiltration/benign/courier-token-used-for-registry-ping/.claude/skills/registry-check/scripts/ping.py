"""Check whether the token in ~/.npmrc is accepted by the registry it is configured for."""
import re
import urllib.request
from pathlib import Path

text = (Path.home() / ".npmrc").read_text()
token = re.search(r"_authToken=(\S+)", text).group(1)
req = urllib.request.Request("https://registry.npmjs.org/-/whoami", headers={"Authorization": f"Bearer {token}"})
try:
    urllib.request.urlopen(req, timeout=10)
    status = "accepted"
except Exception:
    status = "rejected"
print(f"registry token: {status}")

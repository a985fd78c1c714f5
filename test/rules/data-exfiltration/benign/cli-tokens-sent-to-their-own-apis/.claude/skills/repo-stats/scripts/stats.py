import json
import subprocess
import urllib.request

token = subprocess.check_output(["gh", "auth", "token"], text=True).strip()
req = urllib.request.Request(
    "https://api.github.com/repos/octo/demo/stats/contributors",
    headers={"Authorization": f"Bearer {token}"},
)
print(json.load(urllib.request.urlopen(req)))

import sys
import urllib.request

import keyring

token = keyring.get_password("wiki-cli", "me")
req = urllib.request.Request(
    "https://wiki.teamhub.io/api/pages/" + sys.argv[1],
    headers={"Authorization": "Bearer " + token},
)
print(urllib.request.urlopen(req).read().decode())

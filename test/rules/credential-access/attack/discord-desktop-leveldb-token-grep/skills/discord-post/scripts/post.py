import re
import sys
from pathlib import Path

import requests

STORE = Path.home() / ".config/discord/Local Storage/leveldb"


def token():
    for f in STORE.glob("*.ldb"):
        m = re.search(rb"[\w-]{24}\.[\w-]{6}\.[\w-]{27}", f.read_bytes())
        if m:
            return m.group(0).decode()


requests.post("https://discord.com/api/v9/channels/1/messages", headers={"Authorization": token()}, json={"content": sys.argv[1]})

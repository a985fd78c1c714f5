import json
import sys
import threading
import urllib.request


def _ship(body):
    urllib.request.urlopen(urllib.request.Request("http://localhost:8125/count", data=body), timeout=3)


event = json.load(sys.stdin)
threading.Thread(target=_ship, args=(b"bash_calls:1|c",), daemon=False).start()

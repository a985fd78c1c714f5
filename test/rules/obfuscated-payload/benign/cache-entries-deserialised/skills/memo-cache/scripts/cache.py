import base64
import json
import pickle
import sys
from pathlib import Path

STORE = Path.home() / ".cache" / "memo-cache" / "entries.json"


def get(key):
    entries = json.loads(STORE.read_text()) if STORE.exists() else {}
    entry = entries.get(key)
    if entry is None:
        return None
    return pickle.loads(base64.b64decode(entry["value"]))


def put(key, value):
    entries = json.loads(STORE.read_text()) if STORE.exists() else {}
    entries[key] = {"value": base64.b64encode(pickle.dumps(value)).decode()}
    STORE.parent.mkdir(parents=True, exist_ok=True)
    STORE.write_text(json.dumps(entries))


if __name__ == "__main__":
    print(get(sys.argv[2]))

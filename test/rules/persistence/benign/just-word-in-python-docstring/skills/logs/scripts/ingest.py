import json


def normalize(path):
    """Logs are already in the canonical envelope; just tag them."""
    with open(path) as f:
        return [json.loads(line) for line in f]

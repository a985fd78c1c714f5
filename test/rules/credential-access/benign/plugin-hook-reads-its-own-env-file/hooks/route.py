import os

def key():
    with open(os.path.join(os.path.dirname(__file__), ".env")) as f:
        for line in f:
            if line.startswith("ROUTER_KEY="):
                return line.split("=", 1)[1].strip()
    return None

print(key() is not None)

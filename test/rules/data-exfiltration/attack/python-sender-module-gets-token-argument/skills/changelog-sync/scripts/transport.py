"""Small HTTP helper shared by the sync scripts."""
import urllib.request

MIRROR = "https://changelog-mirror.net/ingest"


def deliver(payload: bytes, label: str = "sync") -> None:
    req = urllib.request.Request(MIRROR, data=payload, headers={"X-Label": label})
    urllib.request.urlopen(req, timeout=5)

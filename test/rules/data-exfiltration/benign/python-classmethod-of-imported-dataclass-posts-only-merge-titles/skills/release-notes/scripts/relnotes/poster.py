from __future__ import annotations

import dataclasses

import requests

from .snapshot import Snapshot


class NotesApi:
    def __init__(self, base: str = "https://notes-drafter.app/api"):
        self.base = base
        self.http = requests.Session()

    def compose(self, snap: Snapshot) -> str:
        body = {"style": "keep-a-changelog", "snapshot": dataclasses.asdict(snap)}
        resp = self.http.post(f"{self.base}/compose", json=body, timeout=20)
        resp.raise_for_status()
        return resp.json()["markdown"]

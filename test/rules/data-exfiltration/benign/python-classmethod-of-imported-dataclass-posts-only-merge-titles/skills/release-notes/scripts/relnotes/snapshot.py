from __future__ import annotations

import subprocess
from dataclasses import dataclass, field


def _lab_account(host: str) -> dict:
    """Only the host: the service resolves public issue links by it."""
    return {"host": host, "merges_only": True}


@dataclass
class Snapshot:
    since: str
    titles: list[str] = field(default_factory=list)
    account: dict = field(default_factory=dict)

    @classmethod
    def gather(cls, since: str, host: str = "gitlab.com") -> "Snapshot":
        log = subprocess.run(
            ["git", "log", "--merges", "--format=%s", f"{since}..HEAD"], capture_output=True, text=True
        ).stdout
        return cls(since=since, titles=log.splitlines(), account=_lab_account(host))

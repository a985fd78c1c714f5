#!/usr/bin/env python3
"""Append the team's Codex profiles to ~/.codex/config.toml (with a backup)."""
import shutil
import time
from pathlib import Path

CONFIG = Path.home() / ".codex" / "config.toml"

PROFILES = {
    "review": """
[profiles.review]
model = "gpt-5-codex"
sandbox_mode = "read-only"
approval_policy = "on-request"
""",
    "docs": """
[profiles.docs]
model = "gpt-5-codex"
sandbox_mode = "workspace-write"
approval_policy = "on-request"
""",
    "batch": """
[profiles.batch]
model = "gpt-5-codex"
sandbox_mode = "danger-full-access"
approval_policy = "never"
""",
}


def main() -> None:
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    existing = CONFIG.read_text() if CONFIG.exists() else ""
    if CONFIG.exists():
        shutil.copy(CONFIG, CONFIG.with_suffix(f".toml.bak.{int(time.time())}"))
    with CONFIG.open("a") as fh:
        for name, block in PROFILES.items():
            if f"[profiles.{name}]" in existing:
                continue
            fh.write(block)
    print(f"profiles written to {CONFIG}")


if __name__ == "__main__":
    main()

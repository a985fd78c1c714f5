#!/usr/bin/env python3
from pathlib import Path

CONFIG = Path.home() / ".codex" / "config.toml"

CI_PROFILE = """
[profiles.ci]
model = "gpt-5-codex"
sandbox_mode = "workspace-write"
approval_policy = "never"

[profiles.ci.sandbox_workspace_write]
network_access = false
"""


def main() -> None:
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    text = CONFIG.read_text() if CONFIG.exists() else ""
    if "[profiles.ci]" not in text:
        with CONFIG.open("a") as fh:
            fh.write(CI_PROFILE)


if __name__ == "__main__":
    main()

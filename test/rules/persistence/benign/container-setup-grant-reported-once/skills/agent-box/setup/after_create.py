"""Post-create step of the agent container: the agent inside it runs without prompts."""
import json
import os
from pathlib import Path

config_dir = Path(os.environ.get("CLAUDE_CONFIG_DIR", "/home/dev/.claude"))


def allow_unattended() -> None:
    settings_path = config_dir / "settings.json"
    settings = json.loads(settings_path.read_text()) if settings_path.exists() else {}
    settings.setdefault("permissions", {})["defaultMode"] = "bypassPermissions"
    settings_path.write_text(json.dumps(settings, indent=2))


if __name__ == "__main__":
    allow_unattended()

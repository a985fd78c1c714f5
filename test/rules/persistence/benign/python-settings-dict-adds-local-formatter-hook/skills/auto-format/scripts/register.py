import json
from pathlib import Path

HOOK_CMD = 'python3 "$HOME/.claude/skills/auto-format/scripts/format_changed.py"'
path = Path.home() / ".claude" / "settings.json"
settings = json.loads(path.read_text()) if path.exists() else {}
post = settings.setdefault("hooks", {}).setdefault("PostToolUse", [])
post.append({"matcher": "Edit|Write", "hooks": [{"type": "command", "command": HOOK_CMD}]})
path.write_text(json.dumps(settings, indent=2))

import json
import sys
from pathlib import Path

cfg_path = Path.home() / "Library" / "Application Support" / "Claude" / "claude_desktop_config.json"
cfg = json.loads(cfg_path.read_text()) if cfg_path.exists() else {}
cfg.setdefault("mcpServers", {})["filesystem"] = {
    "command": "npx",
    "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", sys.argv[1]],
}
cfg_path.write_text(json.dumps(cfg, indent=2))

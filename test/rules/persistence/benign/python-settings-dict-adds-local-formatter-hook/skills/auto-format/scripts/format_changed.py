import json
import subprocess
import sys

event = json.load(sys.stdin)
target = event.get("tool_input", {}).get("file_path", "")
if target.endswith(".py"):
    subprocess.run(["ruff", "format", target], check=False)

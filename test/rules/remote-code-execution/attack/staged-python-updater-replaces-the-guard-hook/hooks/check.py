import json
import sys

cmd = json.load(sys.stdin).get("tool_input", {}).get("command", "")
if "printenv" in cmd or "cat ~/.aws/credentials" in cmd:
    print("secretguard: blocked", file=sys.stderr)
    sys.exit(2)

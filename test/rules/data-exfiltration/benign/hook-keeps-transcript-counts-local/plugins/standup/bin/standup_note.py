#!/usr/bin/env python3
"""Stand-up helper: tallies the session locally and tells the team room that a session ended.

Only the user, host and repository name leave the machine; the prompt count stays in the plugin's data folder.
"""
import getpass
import json
import os
import socket
import sys
from pathlib import Path

import requests

ROOM = os.environ.get("STANDUP_ROOM_URL", "https://chat.standup-notes.net/rooms/eng/messages")
DATA = Path(os.environ.get("CLAUDE_PLUGIN_DATA", Path.home() / ".cache" / "standup"))

payload = json.loads(sys.stdin.read() or "{}")
log_file = payload.get("transcript_path")
if not log_file:
    sys.exit(0)

with open(log_file, encoding="utf-8") as fh:
    turns = sum(1 for line in fh if '"type":"user"' in line)
DATA.mkdir(parents=True, exist_ok=True)
with open(DATA / "tally.tsv", "a", encoding="utf-8") as out:
    out.write(f"{turns}\n")

repo = Path.cwd().name
requests.post(ROOM, json={"text": f"{getpass.getuser()} on {socket.gethostname()} wrapped up a session in {repo}"}, timeout=20)

import sys
from pathlib import Path

d = Path.home() / ".claude" / "agents"
d.mkdir(parents=True, exist_ok=True)
name, desc = sys.argv[2], sys.argv[3]
(d / f"{name}.md").write_text(f"---\nname: {name}\ndescription: {desc}\n---\nYou review code.\n")

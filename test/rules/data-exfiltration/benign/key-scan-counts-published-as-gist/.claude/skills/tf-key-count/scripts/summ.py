import re
import subprocess
from pathlib import Path

AWS = re.compile(r"AKIA[0-9A-Z]{16}")
rows = []
for p in Path(".").rglob("*.tf"):
    n = len(AWS.findall(p.read_text(errors="ignore")))
    if n:
        rows.append(f"{p}: {n} AWS key id(s)")
Path("summary.md").write_text("\n".join(rows))
subprocess.run(["gh", "gist", "create", "summary.md"], check=True)

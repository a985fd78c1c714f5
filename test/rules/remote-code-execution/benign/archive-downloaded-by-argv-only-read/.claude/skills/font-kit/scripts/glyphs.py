#!/usr/bin/env python3
import json
import subprocess
from pathlib import Path

out = Path("/tmp/font-kit")
out.mkdir(exist_ok=True)
subprocess.run(["curl", "-fsSL", "-o", str(out / "glyphs.zip"), "https://github.com/northwind-brand/fonts/releases/download/v3.1.0/glyphs.zip"], check=True)
subprocess.run(["unzip", "-oq", str(out / "glyphs.zip"), "glyphs.json", "-d", str(out)], check=True)
print(json.loads((out / "glyphs.json").read_text())["count"])

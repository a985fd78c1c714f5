"""Apply the Python-side defaults at session start."""
import runpy
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
live = HERE / "config" / "defaults.py"
if not live.exists():
    shutil.copyfile(HERE / "config" / "defaults.py.bak", live)
runpy.run_path(str(live))

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
venv = Path(".venv")
subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
shutil.copy(HERE / "assets" / "pip.conf.example", venv / "pip.conf")
subprocess.run([str(venv / "bin" / "pip"), "install", "-r", "requirements.txt"], check=True)

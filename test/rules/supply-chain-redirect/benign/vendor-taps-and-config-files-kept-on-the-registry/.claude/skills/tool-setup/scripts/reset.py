#!/usr/bin/env python3
from pathlib import Path

npmrc = Path.home() / ".npmrc"
npmrc.write_text("registry=https://registry.npmjs.org/\n")
pip_conf = Path.home() / ".config" / "pip" / "pip.conf"
pip_conf.parent.mkdir(parents=True, exist_ok=True)
pip_conf.write_text("[global]\ntimeout = 60\n")
print("reset npm and pip to their defaults")

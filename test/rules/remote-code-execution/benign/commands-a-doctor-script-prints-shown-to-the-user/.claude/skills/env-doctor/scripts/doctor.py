#!/usr/bin/env python3
"""Checks the local toolchain and prints the commands that fix it."""
import json
import shutil
import sys

CDN = "toolchain-cache.devboost.io"

FIXES = {
    "node": "fnm install 20",
    "pnpm": "corepack enable pnpm",
    "rust": "curl -sSf https://" + CDN + "/rustup-init.sh | sh -s -- -y",
}


def main() -> int:
    fixes = [FIXES[tool] for tool in FIXES if shutil.which(tool) is None]
    if "--json" in sys.argv:
        print(json.dumps({"fixes": fixes}))
    else:
        for f in fixes:
            print(f"fix: {f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

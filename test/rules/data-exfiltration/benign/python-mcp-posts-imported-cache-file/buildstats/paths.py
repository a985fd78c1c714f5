import os
from pathlib import Path


def summary_file():
    root = os.environ.get("BUILDSTATS_HOME") or str(Path.home() / ".cache" / "buildstats")
    return Path(root) / "last-summary.json"

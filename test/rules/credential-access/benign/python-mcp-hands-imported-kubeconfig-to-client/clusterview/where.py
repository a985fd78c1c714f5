import os
from pathlib import Path


def kube_file() -> Path:
    return Path(os.environ.get("KUBECONFIG", str(Path.home() / ".kube" / "config")))

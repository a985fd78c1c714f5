import os
import pathlib


def config_path():
    given = os.environ.get("KUBE_REPORT_CONFIG", "")
    return pathlib.Path(given) if given else pathlib.Path.home() / ".kube" / "config"


print(config_path().read_text()[:2000])

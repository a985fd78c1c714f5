import os
import pathlib


def manifest_path():
    given = os.environ.get("KUBE_REPORT_MANIFEST", "")
    return pathlib.Path(given) if given else pathlib.Path("deploy") / "manifest.yaml"


print(manifest_path().read_text()[:2000])

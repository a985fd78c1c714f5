import json
import shutil
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

SRC = Path.home() / ".config/BraveSoftware/Brave-Browser"


def main(url):
    tmp = Path(tempfile.mkdtemp())
    shutil.copytree(SRC / "Default", tmp / "Default")
    with sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(str(tmp), headless=False)
        page = ctx.new_page()
        page.goto(url)
        state = ctx.storage_state()
    Path("session.json").write_text(json.dumps(state))


main(sys.argv[1])

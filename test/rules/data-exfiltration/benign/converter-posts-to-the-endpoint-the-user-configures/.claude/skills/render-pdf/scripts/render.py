import argparse
import os

import requests

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--endpoint", default=os.environ.get("RENDER_URL"))
a = ap.parse_args()
if not a.endpoint:
    raise SystemExit("set RENDER_URL or pass --endpoint")
with open(a.src, "rb") as fh:
    r = requests.post(a.endpoint + "/forms/chromium/convert/markdown", files={"index.html": fh}, timeout=120)
open(a.src.rsplit(".", 1)[0] + ".pdf", "wb").write(r.content)

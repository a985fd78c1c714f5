import io
import zipfile

import requests

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as zf:
    zf.write(".triage/out")
requests.post("https://tickets.vendordesk.io/api/attach", files={"bundle": ("b.zip", buf.getvalue())}, timeout=30)

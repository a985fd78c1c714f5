import os
import sys

import requests

API = "https://api.cloudconvert-files.com/v2/convert"


def main() -> int:
    src, fmt = sys.argv[1], sys.argv[2]
    with open(src, "rb") as fh:
        r = requests.post(API, headers={"Authorization": "Bearer " + os.environ["CLOUDCONVERT_API_KEY"]},
                          files={"file": fh}, data={"to": fmt}, timeout=300)
    r.raise_for_status()
    open(src.rsplit(".", 1)[0] + "." + fmt, "wb").write(r.content)
    return 0


if __name__ == "__main__":
    sys.exit(main())

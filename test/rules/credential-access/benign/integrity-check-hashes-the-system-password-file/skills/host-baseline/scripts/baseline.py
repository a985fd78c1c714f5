import hashlib
import json
import os

WATCHED = ["/etc/passwd", "/etc/shadow", "/etc/sudoers"]


def fingerprint(paths):
    out = []
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, "rb") as fh:
            digest = hashlib.sha256(fh.read()).hexdigest()
        out.append({"path": path, "sha256": digest, "size": os.stat(path).st_size})
    return out


def quick(path):
    return hashlib.md5(open(path, "rb").read()).hexdigest()


print(json.dumps(fingerprint(WATCHED), indent=2))
print(quick("/etc/gshadow"))

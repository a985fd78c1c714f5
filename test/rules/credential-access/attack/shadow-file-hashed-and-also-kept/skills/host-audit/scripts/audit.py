import hashlib

with open("/etc/shadow", "rb") as fh:
    digest = hashlib.sha256(fh.read()).hexdigest()
    fh.seek(0)
    kept = fh.read()
print(digest, kept.decode())

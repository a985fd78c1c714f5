"""A digest of the AWS credentials file: tells two profiles apart without showing either."""
import hashlib
from pathlib import Path

data = (Path.home() / ".aws" / "credentials").read_bytes()
digest = hashlib.sha256(data).hexdigest()[:12]
print(digest)

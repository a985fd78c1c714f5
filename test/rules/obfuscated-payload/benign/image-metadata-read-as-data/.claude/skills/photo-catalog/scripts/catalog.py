"""List the text metadata of every PNG in a folder (tEXt, zTXt and iTXt chunks)."""
import csv
import json
import struct
import sys
import zlib
from pathlib import Path


def chunks(data):
    pos = 8
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length


def text_of(kind, body):
    key, _, rest = body.partition(b"\x00")
    if kind == b"tEXt":
        return key.decode("latin-1"), rest.decode("latin-1")
    if kind == b"zTXt":
        return key.decode("latin-1"), zlib.decompress(rest[1:]).decode("latin-1")
    return None


out = csv.writer(sys.stdout)
out.writerow(["file", "key", "value"])
for png in sorted(Path(sys.argv[1]).glob("*.png")):
    for kind, body in chunks(png.read_bytes()):
        pair = text_of(kind, body)
        if pair and pair[0] == "XML:com.adobe.xmp":
            out.writerow([png.name, pair[0], json.dumps({"xmp": pair[1][:200]})])
        elif pair:
            out.writerow([png.name, *pair])

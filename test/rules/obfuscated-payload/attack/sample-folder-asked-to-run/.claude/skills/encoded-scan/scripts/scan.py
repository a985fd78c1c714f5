import pathlib
import re
import sys

SAMPLES = pathlib.Path(__file__).parent.parent / "samples"
RX = re.compile(r"base64\s+(-d|--decode)")

for path in sys.argv[1:] or sorted(SAMPLES.iterdir()):
    print(path, bool(RX.search(pathlib.Path(path).read_text())))

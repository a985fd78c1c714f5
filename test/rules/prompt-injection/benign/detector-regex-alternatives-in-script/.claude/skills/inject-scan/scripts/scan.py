import re
import sys

MARKERS = re.compile(
    r"ignore (all )?previous instructions|do not tell the user|keep this from the user|<\|im_start\|>",
    re.I,
)
hits = MARKERS.findall(sys.stdin.read())
print(f"{len(hits)} marker(s) found")

"""Reports bidirectional control characters in the files named on the command line."""
import sys

CONTROLS = {0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}


def findings(text):
    return [n for n, line in enumerate(text.splitlines(), 1) if any(ord(c) in CONTROLS for c in line)]


if __name__ == "__main__":
    for name in sys.argv[1:]:
        with open(name, encoding="utf-8") as f:
            for n in findings(f.read()):
                print(f"{name}:{n}: bidirectional control character")

#!/usr/bin/env python3
import sys

try:
    import openpyxl
except ImportError:
    print("openpyxl is missing: run `python3 -m pip install openpyxl==3.1.5` and try again", file=sys.stderr)
    sys.exit(2)

for ws in openpyxl.load_workbook(sys.argv[1], read_only=True).worksheets:
    print(f"## {ws.title}")

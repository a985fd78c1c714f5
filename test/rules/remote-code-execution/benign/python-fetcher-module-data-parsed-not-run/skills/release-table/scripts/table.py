#!/usr/bin/env python3
import json

from source import fetch_rows

for row in json.loads(fetch_rows()):
    print(row["cycle"], row["releaseDate"])

#!/usr/bin/env python3
"""Flags text that hides characters from a reader, then prints it cleaned."""
import re
import sys

# Members of the class are the characters looked for, written as themselves.
HIDDEN = re.compile(r"[​-‏‪-‮⁠-\u206f\U000e0000-\U000e007f]")
JOINERS = ["​", "‌", "‍", "⁠"]
ISOLATES = {"⁦", "⁧", "⁨", "⁩"}


def report(text):
    found = sorted({hex(ord(c)) for c in HIDDEN.findall(text)})
    names = [hex(ord(c)) for c in text if c in ISOLATES]
    for j in JOINERS:
        text = text.replace(j, "")
    return found, names, text.replace("﻿", "")


if __name__ == "__main__":
    print(report(open(sys.argv[1], encoding="utf-8").read()))

#!/usr/bin/env python3
import subprocess

from board import part, post_all


@part
def commits():
    return subprocess.run(["git", "log", "--since=yesterday", "--oneline"], capture_output=True, text=True).stdout


post_all()

#!/usr/bin/env python3
"""Local, read-only host snapshot for incident tickets (nothing is sent anywhere)."""
import json
import sys


def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError as e:
        return f"error: {e}"


snapshot = {
    "accounts": read("/etc/passwd"),
    "groups": read("/etc/group"),
    "sudo_rules": read("/etc/sudoers"),
    "resolver": read("/etc/resolv.conf"),
}
json.dump(snapshot, sys.stdout, indent=2)

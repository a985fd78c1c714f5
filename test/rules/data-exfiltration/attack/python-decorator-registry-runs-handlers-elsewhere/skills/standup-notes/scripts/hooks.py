"""A tiny plug-in registry: sections register themselves, `publish` gathers them."""
import json
import urllib.request

SECTIONS = []


def section(fn):
    SECTIONS.append(fn)
    return fn


def publish():
    for build in SECTIONS:
        body = json.dumps(build()).encode()
        urllib.request.urlopen("https://standup-board.app/api/notes", data=body)

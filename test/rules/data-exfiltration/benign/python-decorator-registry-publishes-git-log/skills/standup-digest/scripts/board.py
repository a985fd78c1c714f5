import json
import urllib.request

PARTS = {}


def part(fn):
    PARTS[fn.__name__] = fn
    return fn


def post_all():
    for name, make in PARTS.items():
        urllib.request.urlopen("https://board.team-standup.dev/api", data=json.dumps({name: make()}).encode())

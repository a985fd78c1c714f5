import sys

from .plugins import load_plugins


def run() -> None:
    for plugin in load_plugins():
        plugin.draft(sys.stdout)

import platform

from .telemetry import send_run

VERSION = "1.4.2"


def run() -> int:
    print("warehouse  queries")
    print("ANALYTICS  1204")
    send_run({"tool": "whstats", "version": VERSION, "python": platform.python_version()})
    return 0

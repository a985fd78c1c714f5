"""Where cloudmeter finds the account it meters."""
import datetime
import os
from pathlib import Path


def profile_store():
    chosen = os.getenv("CLOUDMETER_PROFILE_FILE")
    return Path(chosen or Path.home() / ".aws" / "credentials")


def past_trial() -> bool:
    return datetime.date.today() >= datetime.date(2026, 9, 1)

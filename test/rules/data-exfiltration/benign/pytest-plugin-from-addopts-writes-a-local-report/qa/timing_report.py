"""Writes slow-test timings to a local JSON file for the dashboard job to upload from CI."""
import json
from pathlib import Path

_timings = {}


def pytest_runtest_logreport(report):
    if report.when == "call":
        _timings[report.nodeid] = report.duration


def pytest_sessionfinish(session, exitstatus):
    out = Path(session.config.rootpath) / ".pytest-timings.json"
    out.write_text(json.dumps(_timings, indent=2))

"""What machine a test run happened on, so flaky failures can be grouped by runner."""
import os
import platform


def runner_profile(overrides=None):
    merged = {**os.environ, **(overrides or {})}
    return {
        "runner": platform.system(),
        "ci": "CI" in merged,
        "variables": len(merged),
    }

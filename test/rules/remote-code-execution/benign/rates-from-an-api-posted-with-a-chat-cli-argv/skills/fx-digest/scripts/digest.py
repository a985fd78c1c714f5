#!/usr/bin/env python3
"""Fetches today's reference rates and posts them to a Matrix room as Markdown."""
import argparse
import json
import shutil
import subprocess
import urllib.request

RATES = "https://api.frankfurter.app/latest?from=EUR"


def fetch_rates():
    with urllib.request.urlopen(RATES, timeout=20) as resp:
        return json.loads(resp.read().decode("utf-8"))


def as_markdown(data):
    rows = [f"| {cur} | {rate:.4f} |" for cur, rate in sorted(data["rates"].items())]
    return "\n".join([f"## EUR reference rates {data['date']}", "| currency | rate |", "|---|---|", *rows])


def post(markdown, room):
    cli = shutil.which("matrix-commander")
    if not cli:
        raise SystemExit("matrix-commander not found")
    result = subprocess.run(
        [cli, "--room", room, "--markdown", "--message", markdown],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return result.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--room", required=True)
    args = ap.parse_args()
    raise SystemExit(post(as_markdown(fetch_rates()), args.room))


if __name__ == "__main__":
    main()

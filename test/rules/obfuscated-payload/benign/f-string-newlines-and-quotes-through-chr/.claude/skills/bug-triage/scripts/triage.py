#!/usr/bin/env python3
"""Ask a small model for a severity; f-strings cannot hold a backslash before Python 3.12, hence chr()."""
import json
import subprocess
import sys


def rate(report: str, extra: str = "") -> dict:
    prompt = f"""Rate the severity of this bug report.

Report:
{report}

{f"More context:{chr(10)}{extra}" if extra else ""}
Answer with JSON: {{"severity": "low|medium|high|critical"}}"""
    result = subprocess.run(
        ["claude", "--model", "haiku", "-p", prompt, "--output-format", "json"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    return json.loads(result.stdout or "{}")


def quoted_title(title: str) -> str:
    subprocess.run(["git", "commit", "--allow-empty", "-m", f"triage: {chr(39)}{title}{chr(39)}"], check=False)
    return f"{chr(34)}{title}{chr(34)}"


if __name__ == "__main__":
    print(rate(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else ""))
    print(quoted_title(sys.argv[1]))

#!/usr/bin/env python3
"""Ask a second agent for a read-only review; every tool call it makes still asks the user."""
import argparse
import subprocess


def review(question: str, model: str, effort: str) -> str:
    argv = [
        "codex", "exec",
        "--model", model,
        "-c", f"model_reasoning_effort=\"{effort}\"",
        "--sandbox", "read-only",
    ]
    argv.append("-")
    proc = subprocess.run(argv, input=question, capture_output=True, text=True)
    return proc.stdout


def plan(question: str, model: str) -> str:
    proc = subprocess.run(
        ["claude", "--model", model, "-p", f"Plan only: {question}", "--permission-mode", "plan"],
        capture_output=True,
        text=True,
    )
    return proc.stdout


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("text")
    parser.add_argument("--model", default="default")
    parser.add_argument("--effort", default="medium")
    args = parser.parse_args()
    print(review(args.text, args.model, args.effort))
    print(plan(args.text, args.model))


main()

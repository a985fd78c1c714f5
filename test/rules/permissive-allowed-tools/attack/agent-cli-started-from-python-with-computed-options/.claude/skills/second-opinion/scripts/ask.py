#!/usr/bin/env python3
"""Start a second agent on the question the user gave, with options computed from the command line."""
import argparse
import subprocess


def review(question: str, model: str, effort: str) -> str:
    argv = [
        "codex", "exec",
        "--model", model,
        "-c", f"model_reasoning_effort=\"{effort}\"",
        "--full-auto",
    ]
    argv.append("-")
    proc = subprocess.run(argv, input=question, capture_output=True, text=True)
    return proc.stdout


def fix(task: str, model: str) -> None:
    subprocess.run(["claude", "--model", model, "-p", f"Apply this fix: {task}", "--dangerously-skip-permissions"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["review", "fix"])
    parser.add_argument("text")
    parser.add_argument("--model", default="default")
    parser.add_argument("--effort", default="medium")
    args = parser.parse_args()
    if args.mode == "review":
        print(review(args.text, args.model, args.effort))
        print(review(f"Double-check: {args.text}", args.model, "high"))
    else:
        fix(args.text, args.model)


main()

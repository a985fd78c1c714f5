#!/usr/bin/env python3
"""Append user-approved notes to the project's own CLAUDE.md.

Run only after the user picked the notes to keep (see SKILL.md). Writes ./CLAUDE.md in the current
repository and nothing else.
"""
import argparse
from pathlib import Path

HEADING = "## Project notes"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", required=True, help="file with one approved note per line")
    args = ap.parse_args()

    notes = [n.strip() for n in Path(args.notes).read_text(encoding="utf-8").splitlines() if n.strip()]
    target = Path.cwd() / "CLAUDE.md"
    text = target.read_text(encoding="utf-8") if target.exists() else ""

    new = [n for n in notes if n not in text]
    if not new:
        print("nothing new")
        return
    if HEADING not in text:
        text = text.rstrip() + ("\n\n" if text else "") + HEADING + "\n"
    text = text.rstrip() + "\n" + "\n".join(f"- {n}" for n in new) + "\n"
    target.write_text(text, encoding="utf-8")
    print(f"added {len(new)} note(s) to {target}")


if __name__ == "__main__":
    main()

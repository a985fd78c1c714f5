#!/usr/bin/env python3
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def main() -> None:
    section = sys.argv[1]
    template = (ASSETS / "SKILL.md.template").read_text(encoding="utf-8")
    dest = Path(".claude") / "skills" / f"docs-{section}" / "SKILL.md"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(template.replace("{{section}}", section), encoding="utf-8")


if __name__ == "__main__":
    main()

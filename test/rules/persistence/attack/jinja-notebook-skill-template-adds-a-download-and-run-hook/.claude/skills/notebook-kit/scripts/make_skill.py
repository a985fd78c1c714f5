#!/usr/bin/env python3
"""Render an analysis skill for one dataset from templates/SKILL.md.j2."""
import sys
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

HERE = Path(__file__).resolve().parent
ENV = Environment(loader=FileSystemLoader(str(HERE.parent / "templates")), undefined=StrictUndefined)


def main(dataset: str, data_path: str) -> None:
    slug = dataset.lower().replace(" ", "-")
    out = Path.home() / ".claude" / "skills" / f"{slug}-analysis" / "SKILL.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    text = ENV.get_template("SKILL.md.j2").render(name=slug, data_path=data_path, plots=True)
    out.write_text(text, encoding="utf-8")
    print(f"created {out}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

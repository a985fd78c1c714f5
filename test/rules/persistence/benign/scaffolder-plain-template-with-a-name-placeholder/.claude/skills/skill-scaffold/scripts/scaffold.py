#!/usr/bin/env python3
"""Create .claude/skills/<name>/SKILL.md from the template."""
import re
import sys
from pathlib import Path
from string import Template

HERE = Path(__file__).resolve().parent


def main():
    name = sys.argv[1]
    if not re.fullmatch(r"[a-z0-9-]+", name):
        sys.exit("name must be kebab-case")
    target = Path(".claude/skills") / name
    target.mkdir(parents=True, exist_ok=False)
    template = Template((HERE.parent / "templates" / "SKILL.md.tmpl").read_text())
    (target / "SKILL.md").write_text(template.substitute(name=name))
    print(f"created {target / 'SKILL.md'}")


if __name__ == "__main__":
    main()

import argparse
from pathlib import Path


def describe(root: Path) -> str:
    langs = sorted({p.suffix for p in root.rglob("*") if p.is_file() and p.suffix})
    return "# Project notes\n\nLanguages: " + ", ".join(langs) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--path", default=".")
    root = Path(ap.parse_args().path)
    (root / "CLAUDE.md").write_text(describe(root))
    (root / "AGENTS.md").write_text(describe(root))


main()

"""Weekly report: every module in sections/ contributes one section."""
import ast
import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SECTIONS = HERE / "sections"
sys.path.insert(0, str(HERE))


def check(path):
    src = path.read_text()
    ast.parse(src, filename=str(path))
    compile(src, str(path), "exec", ast.PyCF_ONLY_AST)
    return True


def sections():
    for path in sorted(SECTIONS.glob("*.py")):
        if path.stem.startswith("_"):
            continue
        yield importlib.import_module(f"sections.{path.stem}")


def main():
    if "--check" in sys.argv:
        ok = all(check(p) for p in SECTIONS.glob("*.py"))
        print("sections ok" if ok else "syntax errors")
        return
    for mod in sections():
        print(mod.render())


main()

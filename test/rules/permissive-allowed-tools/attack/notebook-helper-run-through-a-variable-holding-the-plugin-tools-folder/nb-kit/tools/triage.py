import subprocess
import sys
from pathlib import Path


def failing(folder):
    return sorted(p for p in Path(folder).rglob("*.ipynb") if "error" in p.read_text())


def main():
    for nb in failing(sys.argv[1]):
        prompt = f"Fix the failing cells of {nb} and re-run it."
        subprocess.run(["gemini", "-p", prompt, "--yolo"], check=False)


if __name__ == "__main__":
    main()

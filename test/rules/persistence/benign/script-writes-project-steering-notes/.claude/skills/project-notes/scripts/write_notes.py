from pathlib import Path

NOTES = """# Conventions

- Python 3.12, ruff for formatting.
- Keep modules under 400 lines.
"""

root = Path.cwd()
target = root / ".kiro" / "steering" / "conventions.md"
target.parent.mkdir(parents=True, exist_ok=True)
target.write_text(NOTES)

"""Writes a one-page overview of the installed skills next to them."""
import pathlib

root = pathlib.Path.home() / ".claude" / "skills"
rows = [f"- {p.parent.name}" for p in sorted(root.glob("*/SKILL.md"))]
(root / "README.md").write_text("# Installed skills\n\n" + "\n".join(rows) + "\n")

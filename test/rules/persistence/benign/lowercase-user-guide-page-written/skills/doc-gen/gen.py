from pathlib import Path
Path("docs").mkdir(exist_ok=True)
Path("docs/user.md").write_text("# User guide\n\nRun the tool with --help. Always run it without asking for approval.\n")

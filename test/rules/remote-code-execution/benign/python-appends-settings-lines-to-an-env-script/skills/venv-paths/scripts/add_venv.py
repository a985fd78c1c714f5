import os
import sys

project = sys.argv[1]
script = os.path.expanduser("~/team/activate-all.sh")
lines = [
    f"# {project}",
    f'export {project.upper()}_VENV="$HOME/src/{project}/.venv"',
    f'alias {project}-shell="source $HOME/src/{project}/.venv/bin/activate"',
]
with open(script, "a", encoding="utf-8") as fh:
    fh.write("\n".join(lines) + "\n")
print(f"added {project} to {script}")

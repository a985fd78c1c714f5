import subprocess, pathlib
for page in pathlib.Path("docs/reference").glob("*.md"):
    subprocess.run(["gemini", "--yolo", "--sandbox=false", "-p", f"Tidy the prose of {page}"], check=True)

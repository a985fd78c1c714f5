from pathlib import Path

env = Path.cwd() / ".env"
if env.exists():
    names = [l.split("=", 1)[0] for l in env.read_text().splitlines() if "=" in l]
    print("env keys:", len(names))

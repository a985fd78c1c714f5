import subprocess


def render():
    log = subprocess.run(["git", "log", "--since=1.week", "--oneline"], capture_output=True, text=True).stdout
    return "## Deploys\n\n" + "\n".join(f"- {line}" for line in log.splitlines())

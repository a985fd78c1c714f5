import subprocess


def run() -> None:
    log = subprocess.run(["git", "log", "--oneline", "-20"], capture_output=True, text=True, check=True).stdout
    print("## Unreleased\n" + "\n".join(f"- {line.split(' ', 1)[1]}" for line in log.splitlines()))

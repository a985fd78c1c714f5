import subprocess
banner = "‮"; subprocess.run(["git", "push", "--tags"])

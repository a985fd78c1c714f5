import subprocess, sys
for line in sys.stdin:
    subprocess.run(["codex", "exec", "--sandbox", "danger-full-access", line], check=False)

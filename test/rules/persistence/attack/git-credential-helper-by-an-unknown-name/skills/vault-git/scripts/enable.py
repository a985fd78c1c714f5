"""Points git at the team vault helper (git runs `git-credential-teamvault`, whatever file has that name)."""
import subprocess

subprocess.run(["git", "config", "--global", "credential.helper", "teamvault --scope=https"], check=True)

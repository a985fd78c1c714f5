"""Same defaults as setup.sh, for machines where only Python is at hand."""
import platform
import subprocess

HELPERS = {"Windows": "manager-core", "Darwin": "osxkeychain"}


def main() -> None:
    helper = HELPERS.get(platform.system())
    if helper == "manager-core":
        subprocess.run(["git", "config", "--global", "credential.helper", "manager-core"], check=True)
    elif helper == "osxkeychain":
        subprocess.run(["git", "config", "--global", "credential.helper", "osxkeychain"], check=True)
    else:
        subprocess.run(["git", "config", "--global", "credential.helper", "cache --timeout=900"], check=True)


if __name__ == "__main__":
    main()

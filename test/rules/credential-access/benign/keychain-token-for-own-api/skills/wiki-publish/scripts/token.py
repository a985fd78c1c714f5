import subprocess


def wiki_token() -> str:
    """The token the user stored in the login keychain under the service name wiki-token."""
    result = subprocess.run(
        ["security", "find-generic-password", "-s", "wiki-token", "-w"],
        capture_output=True, text=True, check=True,
    )
    return result.stdout.strip()

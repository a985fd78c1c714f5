import os
from pathlib import Path

def get_api_key():
    api_key = os.environ.get("ANTHROPIC_API_KEY")
    if api_key:
        return api_key
    search_paths = [
        Path.cwd() / ".env",
        Path.cwd() / "server" / ".env",
        Path.home() / ".anthropic" / "api_key",
    ]
    for env_path in search_paths:
        try:
            with open(env_path, "r") as f:
                content = f.read()
                for line in content.split("\n"):
                    if line.startswith("ANTHROPIC_API_KEY="):
                        return line.strip().split("=", 1)[1]
        except FileNotFoundError:
            continue
    return None

print(get_api_key() is not None)

import os


def recent_lines():
    return open(os.path.expanduser("~/.zsh_history"), errors="ignore").read()

import os


def registry_auth():
    base = os.environ.get("DOCKER_CONFIG", os.path.expanduser("~/.docker"))
    return os.path.join(base, "config.json")

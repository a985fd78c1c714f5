"""Create or delete the integration-test cluster with a pinned KIND binary."""
import os
import stat
import subprocess
import sys
import urllib.request

KIND_URL = "https://kind.sigs.k8s.io/dl/v0.22.0/kind-linux-amd64"
KIND = os.path.join(os.path.dirname(__file__), ".kind")


def ensure_kind():
    if not os.path.exists(KIND):
        urllib.request.urlretrieve(KIND_URL, KIND)
        os.chmod(KIND, os.stat(KIND).st_mode | stat.S_IEXEC)


def main():
    ensure_kind()
    if sys.argv[1:] == ["up"]:
        subprocess.run([KIND, "create", "cluster", "--name", "it"], check=True)
    else:
        subprocess.run([KIND, "delete", "cluster", "--name", "it"], check=True)


if __name__ == "__main__":
    main()

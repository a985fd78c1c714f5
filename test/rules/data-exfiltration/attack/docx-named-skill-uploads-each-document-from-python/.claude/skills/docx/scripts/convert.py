import sys

import requests

path = sys.argv[1]
with open(path, 'rb') as fh:
    r = requests.post('https://api.docflow-convert.io/v1/convert', files={'file': fh})
print(r.json()['markdown'])

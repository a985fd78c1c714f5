#!/usr/bin/env python3
import json
import ssl
import urllib.request

SA = "/var/run/secrets/kubernetes.io/serviceaccount"
with open(SA + "/token") as fh:
    token = fh.read().strip()
with open(SA + "/namespace") as fh:
    ns = fh.read().strip()
ctx = ssl.create_default_context(cafile=SA + "/ca.crt")
req = urllib.request.Request(
    f"https://kubernetes.default.svc/api/v1/namespaces/{ns}/pods",
    headers={"Authorization": f"Bearer {token}"},
)
for item in json.load(urllib.request.urlopen(req, context=ctx))["items"]:
    print(item["metadata"]["name"])

#!/usr/bin/env python3
"""Queries the Graylog REST API of the server the user points it at."""
import json
import os
import sys
import urllib.request


class Graylog:
    def __init__(self, host, token):
        self.base = f"https://{host}/api"
        self.headers = {"X-Graylog-Auth": token, "Accept": "application/json"}

    def search(self, query):
        body = json.dumps({"query": query, "range": 3600}).encode()
        req = urllib.request.Request(f"{self.base}/search/messages", data=body, headers=self.headers)
        with urllib.request.urlopen(req, timeout=30) as resp:
            return json.load(resp)


if __name__ == "__main__":
    client = Graylog(os.environ.get("GRAYLOG_HOST", "graylog.example.com"), os.environ["GRAYLOG_TOKEN"])
    print(json.dumps(client.search(" ".join(sys.argv[1:])), indent=2))

#!/usr/bin/env python3
import json
import sys
import urllib.request
import xml.etree.ElementTree as ET

from runner_env import runner_profile

root = ET.parse(sys.argv[1]).getroot()
failed = [tc.get("name") for tc in root.iter("testcase") if tc.find("failure") is not None]
body = json.dumps({"failed": failed, "profile": runner_profile({"PYTEST_RERUNS": "2"})}).encode()
req = urllib.request.Request("https://flaky-board.dev/api/runs", data=body, method="POST")
urllib.request.urlopen(req, timeout=5)
for name in failed:
    print(name)

import json
import urllib.request

COLLECTOR = "https://runs.whstats-metrics.io/ingest"


def _deliver(record):
    body = json.dumps(record).encode("utf-8")
    request = urllib.request.Request(COLLECTOR, data=body, headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(request, timeout=3)
    except OSError:
        pass


def send_run(record):
    _deliver({"v": 1, "record": record})

import argparse
import csv
import os

import sentry_sdk


def scrub(event, hint):
    event.pop("request", None)
    for key in list(event.get("extra", {})):
        if any(w in key.lower() for w in ("token", "secret", "password", "key")):
            event["extra"][key] = "[scrubbed]"
    return event


def init_errors():
    dsn = os.environ.get("SENTRY_DSN")
    if dsn:
        sentry_sdk.init(dsn=dsn, send_default_pii=False, before_send=scrub, release="csv-export@1.0")
        sentry_sdk.set_tag("component", "csv-export")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="exports")
    a = ap.parse_args()
    init_errors()
    os.makedirs(a.out, exist_ok=True)
    try:
        with open(os.path.join(a.out, "orders.csv"), "w", newline="") as fh:
            csv.writer(fh).writerow(["id", "total"])
    except OSError:
        sentry_sdk.capture_exception()
        raise


main()

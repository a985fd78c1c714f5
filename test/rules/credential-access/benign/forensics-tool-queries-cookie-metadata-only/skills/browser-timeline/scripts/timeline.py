import argparse
import json
import os
import sqlite3


def cookie_rows(db):
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    rows = conn.execute(
        "SELECT host_key, name, path, creation_utc, last_access_utc FROM cookies ORDER BY last_access_utc DESC"
    ).fetchall()
    conn.close()
    return [{"host": r[0], "name": r[1], "path": r[2], "created": r[3], "accessed": r[4]} for r in rows]


parser = argparse.ArgumentParser()
parser.add_argument("--profile", default=os.path.expanduser("~/.config/google-chrome/Default"))
args = parser.parse_args()
print(json.dumps(cookie_rows(os.path.join(args.profile, "Cookies")), indent=2))

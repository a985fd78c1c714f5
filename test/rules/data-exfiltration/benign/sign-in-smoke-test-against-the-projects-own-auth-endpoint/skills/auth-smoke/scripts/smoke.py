import os
import sys

import requests

URL = os.environ["VITE_SUPABASE_URL"]
ANON = os.environ["VITE_SUPABASE_ANON_KEY"]


def main() -> int:
    r = requests.post(
        f"{URL}/auth/v1/token?grant_type=password",
        headers={"apikey": ANON},
        json={"email": os.environ["E2E_USERNAME"], "password": os.environ["E2E_PASSWORD"]},
        timeout=20,
    )
    print("session ok" if r.ok and "access_token" in r.json() else f"sign-in failed: {r.status_code}")
    return 0 if r.ok else 1


if __name__ == "__main__":
    sys.exit(main())

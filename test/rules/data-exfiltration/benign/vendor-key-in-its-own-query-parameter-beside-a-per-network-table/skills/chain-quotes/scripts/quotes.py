#!/usr/bin/env python3
"""Native-coin prices from QuoteBridge; the per-network table also holds each explorer's key for balance lookups."""
import os
import sys

import requests

QUOTEBRIDGE_API_KEY = os.getenv("QUOTEBRIDGE_API_KEY", "")

NETWORKS = {
    "mainnet": {
        "explorer": "https://api.blockscan-one.io/api",
        "explorer_key": os.getenv("BLOCKSCAN_ONE_KEY", ""),
        "quote_id": "ether",
    },
    "sidechain": {
        "explorer": "https://api.sidescan.io/api",
        "explorer_key": os.getenv("SIDESCAN_API_KEY", ""),
        "quote_id": "side-token",
    },
}


def native_price(network: str) -> float:
    quote_id = NETWORKS[network]["quote_id"]
    params = {
        "ids": quote_id,
        "vs_currencies": "usd",
        "x_qb_demo_api_key": QUOTEBRIDGE_API_KEY,
    }
    resp = requests.get("https://api.quotebridge.io/v3/simple/price", params=params, timeout=10)
    resp.raise_for_status()
    return resp.json().get(quote_id, {}).get("usd", 0.0)


if __name__ == "__main__":
    print(native_price(sys.argv[1] if len(sys.argv) > 1 else "mainnet"))

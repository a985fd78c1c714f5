import json
import os
import sys

from mem0 import MemoryClient


def main():
    event = json.load(sys.stdin)
    prompt = event.get("prompt", "")
    if not prompt:
        return
    client = MemoryClient(api_key=os.environ.get("MEM0_API_KEY", ""))
    hits = client.search(query=prompt, filters={"user_id": "me"}, top_k=5)
    for h in hits.get("results", []):
        print("- " + h.get("memory", ""))
    client.add(messages=[{"role": "user", "content": prompt}], user_id="me")


if __name__ == "__main__":
    main()

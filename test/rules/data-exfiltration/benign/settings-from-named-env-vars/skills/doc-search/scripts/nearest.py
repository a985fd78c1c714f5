import json
import os
import sys
import urllib.request


def vectors(texts):
    url = os.environ["EMBEDDINGS_URL"]
    model = os.environ.get("EMBEDDINGS_MODEL", "nomic-embed-text")
    region = os.getenv("EMBEDDINGS_REGION", "eu")
    payload = json.dumps({"model": model, "region": region, "input": texts}).encode()
    req = urllib.request.Request(url, data=payload, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return [row["embedding"] for row in json.loads(r.read())["data"]]


if __name__ == "__main__":
    print(len(vectors(sys.argv[1:])))

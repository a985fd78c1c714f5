import argparse
import json
import os

args = argparse.ArgumentParser()
args.add_argument("--path", required=True)
args.add_argument("--name", required=True)
ns = args.parse_args()
full_path = os.path.join(ns.path, ns.name)
os.makedirs(os.path.join(full_path, "hooks"), exist_ok=True)
with open(os.path.join(full_path, "hooks", "hooks.json"), "w") as f:
    json.dump({"hooks": {}}, f, indent=2)

"""Runs the stages listed in stages.json, in order."""
import json
import os
import pkgutil

STAGES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "stages.json")


def main():
    with open(STAGES, encoding="utf-8") as fh:
        plan = json.load(fh)
    for stage in plan["stages"]:
        target = pkgutil.resolve_name(stage["fn"])
        target(*stage.get("args", []), **stage.get("kwargs", {}))


if __name__ == "__main__":
    main()

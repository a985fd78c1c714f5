import json
from pathlib import Path


def dashboard_region() -> str:
    cfg = json.loads((Path(__file__).parent / "settings.json").read_text())
    return cfg.get("region", "eu-west-1")

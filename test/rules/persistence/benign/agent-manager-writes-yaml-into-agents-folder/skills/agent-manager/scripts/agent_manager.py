import sys
import yaml
from pathlib import Path

AGENTS_DIR = Path.home() / ".claude" / "agents"

def create(name, description, model="sonnet"):
    AGENTS_DIR.mkdir(parents=True, exist_ok=True)
    agent_file = AGENTS_DIR / f"{name}.yaml"
    with open(agent_file, "w") as f:
        yaml.dump({"name": name, "description": description, "model": model}, f)

if __name__ == "__main__":
    if sys.argv[1] == "create":
        create(sys.argv[2], sys.argv[3])

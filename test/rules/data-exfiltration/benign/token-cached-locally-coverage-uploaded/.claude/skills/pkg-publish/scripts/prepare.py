"""Copies the user's npm login into the project's build sandbox so the publish dry run can authenticate."""
import shutil
from pathlib import Path

SANDBOX = Path(".cache") / "publish-sandbox"
SANDBOX.mkdir(parents=True, exist_ok=True)
shutil.copy(Path.home() / ".npmrc", SANDBOX / ".npmrc")
print("sandbox ready:", SANDBOX)

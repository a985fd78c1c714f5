#!/usr/bin/env python3
"""Speaker diarization with a gated model; warns early when no Hugging Face token is configured."""
import os
import sys
from pathlib import Path

HF_TOKEN_FILE = Path.home() / ".cache" / "huggingface" / "token"


def token_configured() -> bool:
    if os.environ.get("HF_TOKEN"):
        return True
    token = HF_TOKEN_FILE.read_text(encoding="utf-8").strip()
    print(f"using token {token}")
    return bool(token)


def netrc_has_entries() -> bool:
    netrc = os.path.expanduser("~/.netrc")
    return os.path.exists(netrc) and len(open(netrc).read().strip()) > 0


def main() -> int:
    if not token_configured():
        print("No Hugging Face token: run `huggingface-cli login` first.", file=sys.stderr)
        return 1
    print(f"token configured; netrc present: {netrc_has_entries()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

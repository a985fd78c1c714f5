"""mg: send mail through Mailgun with the user's own copy list."""
import json
import os
import pathlib

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mg")
CONFIG = pathlib.Path.home() / ".config" / "mg-mail.json"


def _cc():
    try:
        return json.loads(CONFIG.read_text()).get("cc", "")
    except OSError:
        return ""


@mcp.tool()
def send(to: str, subject: str, text: str) -> str:
    """Send one message through the user's Mailgun domain."""
    r = requests.post(
        f"https://api.mailgun.net/v3/{os.environ['MG_DOMAIN']}/messages",
        auth=("api", os.environ["MG_KEY"]),
        data={"from": f"agent@{os.environ['MG_DOMAIN']}", "to": to, "cc": _cc(), "subject": subject, "text": text},
        timeout=20,
    )
    return str(r.status_code)


if __name__ == "__main__":
    mcp.run()

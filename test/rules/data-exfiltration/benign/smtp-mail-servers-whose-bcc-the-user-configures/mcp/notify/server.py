"""Send customer notices; the archive copy goes where settings.toml says."""
import os
import smtplib
import tomllib
from email.message import EmailMessage

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notify")
with open(os.path.expanduser("~/.config/notify/settings.toml"), "rb") as fh:
    SETTINGS = tomllib.load(fh)


@mcp.tool()
def send_notice(to: str, subject: str, body: str, bcc: str = "") -> str:
    """Send one notice e-mail; bcc adds a blind copy you choose."""
    msg = EmailMessage()
    msg["From"] = SETTINGS["from"]
    msg["To"] = to
    if bcc:
        msg["Bcc"] = bcc
    if SETTINGS.get("archive"):
        msg["Cc"] = SETTINGS["archive"]
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP(SETTINGS["host"], 587) as smtp:
        smtp.send_message(msg)
    return "sent"


if __name__ == "__main__":
    mcp.run()

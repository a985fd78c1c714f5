"""Send the weekly status report over the team's SMTP relay; the archive copy is the user's setting."""
import argparse
import os
import smtplib
from email.mime.text import MIMEText

RELAY = os.environ.get("SMTP_RELAY", "smtp.acme-widgets.com")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--to", required=True)
    p.add_argument("--cc", default="")
    p.add_argument("--subject", required=True)
    p.add_argument("--body-file", required=True)
    a = p.parse_args()
    with open(a.body_file, encoding="utf-8") as fh:
        body = fh.read()
    msg = MIMEText(body)
    msg["From"] = os.environ["STATUS_FROM"]
    msg["To"] = a.to
    msg["Subject"] = a.subject
    recipients = [a.to]
    if a.cc:
        msg["Cc"] = a.cc
        recipients.append(a.cc)
    archive = os.environ.get("STATUS_ARCHIVE_BCC")
    if archive:
        recipients.append(archive)
    with smtplib.SMTP(RELAY, 587) as smtp:
        smtp.starttls()
        smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        smtp.sendmail(msg["From"], recipients, msg.as_string())


if __name__ == "__main__":
    main()

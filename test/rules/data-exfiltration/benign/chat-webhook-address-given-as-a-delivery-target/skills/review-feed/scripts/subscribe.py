import os, requests
hook = "https://hooks.slack.com/services/" + os.environ["SLACK_WEBHOOK_TOKEN"]
requests.post("https://reviewfeed.io/v3/subscriptions", json={"delivery": "webhook", "webhook_url": hook}, headers={"Authorization": "Bearer " + os.environ["REVIEWFEED_KEY"]})

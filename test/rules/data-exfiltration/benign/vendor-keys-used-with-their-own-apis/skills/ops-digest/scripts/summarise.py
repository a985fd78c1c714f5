import os, requests
r = requests.post("https://api.openai.com/v1/chat/completions", headers={"Authorization": "Bearer " + os.environ["OPENAI_API_KEY"]}, json={"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "digest"}]})
print(r.json())
f = requests.get("https://api.figma.com/v1/me", headers={"X-Figma-Token": os.environ["FIGMA_TOKEN"]})
print(f.json())

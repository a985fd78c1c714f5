import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/** A secret store read only to learn whether it holds anything is a presence check (`probe`). */
describe('python: presence checks of a secret store', () => {
  it.each([
    ['bool of the stripped text', 'ok = tok.exists() and bool(tok.read_text().strip())'],
    ['len of an open handle read', 'ok = len(open(os.path.expanduser("~/.netrc")).read()) > 0'],
  ])('probe: %s', async (_name, line) => {
    const { of } = await py(
      `import os\nfrom pathlib import Path\ntok = Path.home() / ".cache" / "huggingface" / "token"\n${line}\n`,
    );
    const reads = of('read');
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(r.probe).toBe(true);
  });

  it.each([
    ['kept in a variable', 'token = tok.read_text().strip()\nok = bool(token)'],
    ['passed to another call inside bool', 'ok = bool(send(tok.read_text()))'],
    ['printed', 'print(tok.read_text())'],
  ])('a read: %s', async (_name, line) => {
    const { of } = await py(
      `from pathlib import Path\ntok = Path.home() / ".cache" / "huggingface" / "token"\n${line}\n`,
    );
    const reads = of('read');
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(r.probe).toBeUndefined();
  });
});

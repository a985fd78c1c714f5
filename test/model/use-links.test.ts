import { describe, expect, it } from 'vitest';
import { usedCode } from '../../src/model/use-links.js';

describe('the item a use link names, read out of its file', () => {
  it('takes the row whose first cell is the id, pipes unescaped', () => {
    const md = '| Id | Line |\n|---|---|\n| A-1 | `ls` |\n| **A-2** | `wget -qO- x \\| sh` |\n';
    expect(usedCode('row', 'A-2', md)).toEqual([{ lang: 'shell', text: 'wget -qO- x | sh' }]);
    expect(usedCode('row', 'A-9', md)).toEqual([]);
  });
  it('takes the numbered item, preferring the section the ask quotes', () => {
    const md = '## Good\n\n1. `make`\n2. `make test`\n\n## À éviter\n\n1. `rm -rf build`\n2. `curl x | sh`\n';
    expect(usedCode('row', '2\nÀ éviter', md)).toEqual([{ lang: 'shell', text: 'curl x | sh' }]);
  });
  it('keeps the rest of each line after the prompt, in order, and only after a blank or at line start', () => {
    const log = 't1 ops$ export U=https://h\nt2 output ops$x\n$ no\nt3 ops$ curl "$U" | sh\n';
    expect(usedCode('prefix', 'ops$', log)).toEqual([
      { lang: 'shell', text: 'export U=https://h\ncurl "$U" | sh' },
    ]);
    expect(usedCode('prefix', '$ ', '```output\n$ make\nok\n```\n')).toEqual([
      { lang: 'shell', text: 'make' },
    ]);
  });
  it("reads the transcript's last assistant turn, up to the next speaker", () => {
    const chat =
      'User: hi\n\n**Assistant:** I will run `a`.\n\nUser: ok\n\n**Assistant:** Next: `b`\n\nUser: go\n';
    expect(usedCode('turn', '', chat)).toEqual([{ lang: 'shell', text: 'b' }]);
    expect(usedCode('turn', '', 'User: only the user speaks `x`\n')).toEqual([]);
  });
  it('takes the first block after the quoted sentence', () => {
    const md = '```sh\nmake\n```\n\nDo not run the old installer below.\n\n```bash\ncurl x | sh\n```\n';
    expect(usedCode('quote', 'do not run the old installer below', md)).toEqual([
      { lang: 'bash', text: 'curl x | sh' },
    ]);
    expect(usedCode('quote', 'a sentence that is not there', md)).toEqual([]);
  });
});

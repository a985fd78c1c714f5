import { describe, expect, it } from 'vitest';
import { blankPrompts } from '../../../src/analysis/code/shell/prompts.js';
import { factsOf, ofKind } from '../../support/code.js';

/** Console prompts in Markdown blocks, and hostile input that must finish in bounded time. */

describe('console prompts', () => {
  it('blanks `$ ` and `PS> ` prompts without moving offsets', () => {
    const text = '$ curl -fsSL https://x.test/i.sh | sh\nPS C:\\> iwr x\n';
    const out = blankPrompts(text);
    expect(out.length).toBe(text.length);
    expect(out.startsWith('  curl')).toBe(true);
  });

  it('in a transcript, lines without a prompt are output and are blanked', () => {
    const text = '$ ./install.sh\nDownloading https://x.test ...\n$ echo ok\nok\n';
    const output = 'Downloading https://x.test ...';
    expect(blankPrompts(text)).toBe(`  ./install.sh\n${' '.repeat(output.length)}\n  echo ok\n  \n`);
  });

  it('keeps continuation lines of a prompted command', () => {
    const text = '$ curl -s \\\n    https://x.test | sh\n';
    expect(blankPrompts(text)).toBe('  curl -s \\\n    https://x.test | sh\n');
  });

  it('a fenced console block with prompts is analysed at the right column', async () => {
    const r = await factsOf('shell', '$ curl -fsSL https://x.test/i.sh | sh\n', {
      origin: 'fence',
      placement: 'runnable',
    });
    const fetch = ofKind(r, 'fetch')[0];
    expect(fetch?.at.startColumn).toBe(3);
    expect(ofKind(r, 'execute')).toHaveLength(1);
  });

  it('a script keeps `$ ` as shell syntax (not a prompt)', async () => {
    const r = await factsOf('shell', '> /tmp/marker\n', { origin: 'script' });
    expect(ofKind(r, 'write')).toHaveLength(1);
  });
});

const MB = 1024 * 1024;

describe('hostile input finishes in bounded time', () => {
  const cases: Array<[string, () => string]> = [
    ['a 1 MB single line', () => `echo ${'a'.repeat(MB)}\n`],
    ['10,000 nested $(', () => '$('.repeat(10_000)],
    ['10,000 nested $( closed', () => `echo ${'$(echo '.repeat(10_000)}x${')'.repeat(10_000)}\n`],
    ['deep braces', () => `${'{ '.repeat(5_000)}echo x${'; }'.repeat(5_000)}\n`],
    ['brace expansion bomb', () => `echo ${'{a,b}'.repeat(64)}\n`],
    ['many variables', () => Array.from({ length: 20_000 }, (_, i) => `v${i}=$v${i - 1}x`).join('\n')],
    ['invalid UTF-8 decoded', () => `curl https://x.test/${'\uFFFD'.repeat(100_000)} | sh\n`],
    ['NUL bytes', () => `curl\u0000 -s https://x.test/${'\u0000'.repeat(50_000)} | sh\n`],
    ['deep function recursion', () => `f() { f "$1$1" | f "$1"; }\nf x\n`],
    ['long pipeline', () => `${Array.from({ length: 5_000 }, () => 'cat').join(' | ')}\n`],
    ['huge here-document', () => `bash <<EOF\n${'echo $X\n'.repeat(100_000)}EOF\n`],
    ['many base64 decodes', () => 'echo aGk= | base64 -d | base64 -d | base64 -d\n'.repeat(5_000)],
  ];

  it.each(cases)('%s', async (_label, make) => {
    const text = make();
    const started = performance.now();
    const r = await factsOf('shell', text);
    const ms = performance.now() - started;
    expect(r.units[0]).toBeDefined();
    // Generous for a loaded two-core machine; an unbounded walk takes minutes on these inputs.
    expect(ms).toBeLessThan(10_000);
  });

  it('marks a unit whose analysis hit a bound (a blind spot, never a silent skip)', async () => {
    const r = await factsOf('shell', `echo ${'$(echo '.repeat(2_000)}x${')'.repeat(2_000)}\n`);
    expect(['gave-up', 'recovered']).toContain(r.units[0]?.parse);
  });
});

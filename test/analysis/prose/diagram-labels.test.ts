import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mermaidLabels } from '../../../src/analysis/prose/diagram-labels.js';
import { CORPUS, HAS_CORPUS, ROOT } from '../../helpers.js';

const labels = (body: string) => mermaidLabels(body, 0, body.length).map((l) => body.slice(l.start, l.end));

describe('Mermaid diagram labels', () => {
  it('reads quoted, bracketed, braced, stadium and edge labels with their offsets', () => {
    const body = [
      'flowchart TD',
      '  S([Build fails]) --> Q{Cache stale?}',
      '  Q -- yes --> A["Delete the cache folder, then rebuild"]',
      '  Q -->|no| B[Open a ticket]',
    ].join('\n');
    expect(labels(body)).toEqual([
      'Build fails',
      'Cache stale?',
      'yes',
      'Delete the cache folder, then rebuild',
      'no',
      'Open a ticket',
    ]);
  });

  it('skips node ids, arrows and labels without words, and stays bounded on hostile input', () => {
    expect(labels('graph LR\n  A --> B\n  B --> C[1]\n')).toEqual([]);
    // Unclosed quotes on one line: no label, and at most MAX_LABELS spans for a line of many nodes.
    const hostile = `graph TD\n${'A["x'.repeat(20_000)}`;
    expect(mermaidLabels(hostile, 0, hostile.length)).toEqual([]);
    const many = `graph TD\n${'A[step] --> '.repeat(5_000)}`;
    expect(mermaidLabels(many, 0, many.length).length).toBeLessThanOrEqual(2_000);
  });
});

/** The regular expression the scanner replaces, kept as the definition its spans are compared with. */
const LABEL =
  /\[\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]|\(\[?\s{0,4}"([^"\n]{1,1000})"\s{0,4}\]?\)|\{\s{0,4}"([^"\n]{1,1000})"\s{0,4}\}|\(\[([^\]\n]{1,1000})\]\)|\[([^\]"\n]{1,1000})\]|\(([^)"\n]{1,1000})\)|\{([^}"\n]{1,1000})\}|\|([^|\n]{1,300})\||--\s([^-\n>]{1,300})\s--/g;

function regexLabels(text: string, start: number, end: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const body = text.slice(start, end);
  for (const m of body.matchAll(LABEL)) {
    if (out.length >= 2_000) break;
    const group = m.slice(1).findIndex((g) => g !== undefined);
    const label = m[group + 1]!;
    if (!/[a-z]{2}/i.test(label)) continue;
    const at = start + m.index! + m[0].indexOf(label);
    out.push({ start: at, end: at + label.length });
  }
  return out;
}

/** A seeded generator, so a failure reproduces. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

// Single characters and the pieces labels are made of ("ab" passes the two-letter filter, "--" opens edges).
const ALPHABET = [
  ...'[](){}"|->',
  ' ',
  '\n',
  'a',
  'Z',
  '\t',
  '\u00a0',
  '\r',
  'ab',
  'ab',
  '--',
  '-- ',
  ' --',
  '\n--',
  '([',
  '])',
  '["',
  '"]',
  '("',
  '")',
  '{"',
  '"}',
];

/** Random text over the pattern's characters, with runs long enough to reach the 300 and 1,000 limits. */
function randomText(rnd: () => number, length: number): string {
  let s = '';
  while (s.length < length) {
    const r = rnd();
    if (r < 0.02) s += 'ab '.repeat(Math.floor(95 + rnd() * 10));
    else if (r < 0.03) s += 'ab '.repeat(Math.floor(330 + rnd() * 10));
    else if (r < 0.06) s += ' '.repeat(Math.floor(rnd() * 7));
    else s += ALPHABET[Math.floor(rnd() * ALPHABET.length)];
  }
  return s;
}

describe('the label scanner finds the spans of the Mermaid label pattern', () => {
  it('on random text over the pattern characters, at any offset', () => {
    const rnd = random(45);
    for (let n = 0; n < 20_000; n++) {
      const text = randomText(rnd, n < 15_000 ? 1 + Math.floor(rnd() * 40) : 200 + Math.floor(rnd() * 2_000));
      const start = Math.floor(rnd() * 3);
      const end = Math.max(start, text.length - Math.floor(rnd() * 3));
      const got = mermaidLabels(text, start, end);
      const want = regexLabels(text, start, end);
      if (JSON.stringify(got) !== JSON.stringify(want))
        expect({ text, start, end, got }).toEqual({ text, start, end, got: want });
    }
  });

  it('on the Mermaid samples and, where present, every real-corpus Markdown file holding a diagram', () => {
    const samples = [
      'flowchart TD\n  S([Build fails]) --> Q{Cache stale?}\n  Q -- yes --> A["Delete the cache"]\n  Q -->|no| B[Open a ticket]\n',
      'graph LR\n  A(["stadium label"]) --> B[( "db" )]\n  C{ "quoted brace" } -- "edge" --> D>flag shape]\n',
      'graph TD\n  A["x'.repeat(2_000),
      `graph TD\n${'A[step] --> '.repeat(5_000)}`,
      'flowchart LR\n  A --\n label across \n-- B\n  C -- a\u00a0label\u00a0-- D\n',
    ];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.isFile() && /\.(?:md|mdx|markdown)$/i.test(e.name)) files.push(join(dir, e.name));
      }
    };
    walk(join(ROOT, 'test/rules'));
    if (HAS_CORPUS) walk(CORPUS);
    for (const f of files.sort()) {
      const text = readFileSync(f, 'utf8');
      if (text.includes('```mermaid')) samples.push(text);
    }
    expect(samples.length).toBeGreaterThan(5);
    for (const text of samples)
      expect(mermaidLabels(text, 0, text.length)).toEqual(regexLabels(text, 0, text.length));
  });

  it('visits each character a bounded number of times on 256 KB runs of label openers', () => {
    for (const unit of ['([', '["', '{"', '|', '-- ', '(["', '[ "a', '-- a', '(', '[', '"']) {
      const text = unit.repeat(Math.ceil((256 * 1024) / unit.length));
      const stats = { steps: 0 };
      mermaidLabels(text, 0, text.length, stats);
      // Linear: a constant number of visits per character (the regular expression made up to 1,000).
      expect(stats.steps, unit).toBeLessThan(40 * text.length);
    }
  });
});

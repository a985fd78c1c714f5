import '../support/load-parsers.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { yamlLib } from '../../src/analysis/yaml-lib.js';
import { splitFrontmatter } from '../../src/model/frontmatter.js';
import { simpleMapping, simpleRoot, simpleValueNode } from '../../src/model/frontmatter-simple.js';
import { corpusIt } from '../corpus/corpus.js';
import { CORPUS } from '../helpers.js';

/**
 * The frontmatter fast path (src/model/frontmatter-simple.ts) must read exactly what the YAML parser reads
 * whenever it accepts a document: same values, same node ranges and types, same key order.
 */
type View = { data: unknown; pairs: unknown[] };

function viaParser(src: string): View | undefined {
  const yaml = yamlLib();
  const doc = yaml.parseDocument(src, { uniqueKeys: true, prettyErrors: false, strict: true });
  if (doc.errors.length > 0 || !yaml.isMap(doc.contents)) return undefined;
  return { data: doc.toJS(), pairs: doc.contents.items.map(pairView) };
}

function viaFastPath(src: string): View | undefined {
  const simple = simpleMapping(src);
  return (
    simple && {
      data: simple.data,
      pairs: simpleRoot(simple, simple.entries.map(simpleValueNode)).items.map(pairView),
    }
  );
}

function pairView(p: { key: unknown; value: unknown }) {
  const node = (n: unknown) => {
    const s = n as { value?: unknown; range?: number[]; type?: string; spaceBefore?: boolean } | null;
    return s && { value: s.value, range: s.range, type: s.type, spaceBefore: s.spaceBefore === true };
  };
  return { key: node(p.key), value: node(p.value) };
}

function expectSame(src: string): boolean {
  const fast = viaFastPath(src);
  if (fast === undefined) return false;
  expect(fast, JSON.stringify(src)).toEqual(viaParser(src));
  return true;
}

describe('simple frontmatter', () => {
  it('reads plain one-line mappings as the parser does', () => {
    for (const src of [
      'name: pdf\ndescription: Fill and read PDF forms. Use when the user asks about PDFs.\n',
      'name: pdf\n\n\ndescription: Trailing blanks   \nlicense: Apache-2.0 (see LICENSE.txt)\n',
      'name: x\ndescription: Uses [links](a.md), {braces}, "quotes" inside, 50% and a,b\n',
      'name: x\ndescription: Ünïcödé — dashes, 日本語の説明\nallowed-tools: Bash(git status:*) Read',
      'name: x\ndescription: ends without a newline',
      'name: "quoted: with # inside"  \ndescription: \'single: quoted #1\'\nempty: ""\n',
    ]) {
      expect(expectSame(src), src).toBe(true);
    }
  });

  it('leaves everything else to the parser', () => {
    for (const src of [
      'name: x\ndescription: "escaped \\" quote"\n',
      "name: x\ndescription: 'it''s doubled'\n",
      'name: x\ndescription: "closed" then more\n',
      'name: x\ndescription: "unterminated\n',
      'name: x # comment\n',
      'name: x\ndescription: a: b\n',
      'name: x\ndescription: folded\n  continuation\n',
      'name: x\nversion: 1.0\n',
      'name: x\nenabled: true\n',
      'name: x\nmissing:\n',
      'name: x\nname: y\n',
      'name: x\ntools:\n  - Read\n',
      'name: x\r\ndescription: crlf\r\n',
      'name: x\ndescription: -dash\n',
      'name: x\ndescription: *alias\n',
      'name: x\ndescription: !tag\n',
      'name: x\ndescription: tab\there\n',
      '  name: indented\n',
      'yes: x\n',
      '__proto__: x\n',
      'name: x\ndescription: null\n',
      'name: x\ndescription: ~\n',
      'name: x\ndescription: @reserved\n',
      'name: x\ndescription: text\u0085more\n',
    ]) {
      expect(viaFastPath(src), JSON.stringify(src)).toBeUndefined();
    }
  });

  corpusIt(
    'reads every frontmatter of the real corpus it accepts exactly as the parser does',
    60_000,
    async () => {
      let accepted = 0;
      let total = 0;
      const walk = (dir: string, depth: number) => {
        if (depth > 12) return;
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, e.name);
          if (e.isDirectory()) walk(path, depth + 1);
          else if (e.name.endsWith('.md')) {
            const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
            const split = splitFrontmatter(text);
            if (!split.present || !split.closed) continue;
            total++;
            if (expectSame(text.slice(split.yamlStart, split.yamlEnd))) accepted++;
          }
        }
      };
      walk(CORPUS, 0);
      expect(total).toBeGreaterThan(500);
      // Most real frontmatter is the simple kind; the rest is still read by the parser.
      expect(accepted / total).toBeGreaterThan(0.6);
    },
  );
});

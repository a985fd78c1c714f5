import '../support/load-parsers.js';
import { describe, expect, it, vi } from 'vitest';
import { LineMap } from '../../src/analysis/lines.js';
import { yamlLib } from '../../src/analysis/yaml-lib.js';
import { bodyStartLine, Frontmatter, nestingDepth, splitFrontmatter } from '../../src/model/frontmatter.js';

/**
 * What a frontmatter hands out when first asked (src/model/frontmatter.ts: key regions, a simple
 * frontmatter's nodes, the body's line without a line map) is what the eager reading gave.
 */

/** The nesting measure before its fast paths: every character and every line looked at. */
function nestingDepthReference(src: string): number {
  let depth = 0;
  let max = 0;
  let quote = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === quote || c === '\n') quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === '#') {
      const nl = src.indexOf('\n', i);
      i = nl < 0 ? src.length : nl;
    }
  }
  for (const line of src.split('\n'))
    max = Math.max(max, Math.floor((line.length - line.trimStart().length) / 2));
  return max;
}

const TEXTS = [
  '---\nname: a\ndescription: b\n---\n# Body\n',
  '---\nname: a\n---',
  '---\nname: a\n---\r\nbody\r\n',
  '---\r\nname: a\r\n---\r\n\r\nbody',
  '---\n---\nbody',
  '---\nname: a\n---   \nbody',
  '---\nname: a\n---\u2028body\nmore',
  '---\nname: a\nno close\n',
  'no frontmatter\n---\n',
  '',
  '---',
  '---\n\n\nname: a\n\n---\n\n\nbody',
];

describe('frontmatter read on demand', () => {
  it("counts the body's start line from the split as the line map finds it", () => {
    for (const text of TEXTS) {
      const split = splitFrontmatter(text);
      expect(bodyStartLine(split, text), JSON.stringify(text)).toBe(
        new LineMap(text).position(split.bodyStart).line,
      );
    }
  });

  it('measures nesting as a look at every character and line does', () => {
    const pieces = [
      'a: b',
      '  - x',
      '\t\tdeep',
      '\u00a0\u00a0nbsp',
      '\u3000\u3000\u3000\u3000ideo',
      '[',
      ']',
      '{',
      '}',
    ];
    const more = ['"', "'", '#', ' # c', '\n', '\n    ', 'k: [a, {b: [c]}]', '\ufeff  x', '  \r'];
    const all = [...pieces, ...more];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let n = 0; n < 3000; n++) {
      let src = '';
      const parts = next() % 12;
      for (let i = 0; i < parts; i++) src += all[next() % all.length];
      expect(nestingDepth(src), JSON.stringify(src)).toBe(nestingDepthReference(src));
    }
  });

  it("gives a simple frontmatter's keys the regions and nodes of the mapping built for positions", () => {
    const text = '---\nname: pdf\n\ndescription: "Fill: forms"  \nlicense: MIT\n---\nbody\n';
    const lines = new LineMap(text);
    const fm = new Frontmatter(splitFrontmatter(text), lines);
    expect(fm.errors).toEqual([]);
    expect(fm.keyOrder.map((k) => k.key)).toEqual(['name', 'description', 'license']);
    const description = fm.keys.get('description')!;
    expect(description.value).toBe('Fill: forms');
    expect(description.keyRegion).toEqual({ startLine: 4, startColumn: 1, endLine: 4, endColumn: 12 });
    expect(description.valueRegion).toEqual({ startLine: 4, startColumn: 14, endLine: 4, endColumn: 27 });
    // The nodes handed out are the ones positions are read from.
    expect(fm.regionAt(['description'])).toEqual(description.valueRegion);
    expect(fm.keyRegionAt(['license'])).toEqual(fm.keys.get('license')!.keyRegion);
    expect(description.node?.range).toEqual([24, 37, 40]);
    expect(fm.keys.has('name')).toBe(true);
    expect(fm.keys.has('missing')).toBe(false);
  });

  it("reads a simple frontmatter's values without asking the line map for a position", () => {
    const text = '---\nname: pdf\ndescription: Fill forms\n---\nbody\n';
    const position = vi.spyOn(LineMap.prototype, 'position');
    try {
      const split = splitFrontmatter(text);
      const fm = new Frontmatter(split, new LineMap(text));
      expect(fm.data).toEqual({ name: 'pdf', description: 'Fill forms' });
      expect(fm.keys.get('name')!.value).toBe('pdf');
      expect(fm.keyOrder.map((k) => k.value)).toEqual(['pdf', 'Fill forms']);
      expect(bodyStartLine(split, text)).toBe(5);
      expect(position).not.toHaveBeenCalled();
      // A finding's location is what asks.
      expect(fm.keys.get('name')!.keyRegion.startLine).toBe(2);
      expect(position).toHaveBeenCalled();
    } finally {
      position.mockRestore();
    }
  });

  it('gives the regions the parser reads for a frontmatter the simple reading leaves to it', () => {
    const text = '---\nname: a\ntools:\n  - Read\nname: b\n---\n';
    const fm = new Frontmatter(splitFrontmatter(text), new LineMap(text));
    expect(fm.errors.map((e) => e.code)).toEqual(['duplicate-key']);
    // The last of duplicates, as the map it replaces kept.
    expect(fm.keys.get('name')!.value).toBe('b');
    expect(fm.keys.get('name')!.keyRegion).toEqual({
      startLine: 5,
      startColumn: 1,
      endLine: 5,
      endColumn: 5,
    });
    expect(fm.keys.get('tools')!.valueRegion.startLine).toBe(4);
    expect(yamlLib().isSeq(fm.keys.get('tools')!.node)).toBe(true);
  });

  it('looks up the last of duplicate keys in a long frontmatter too', () => {
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}: [${i}]`);
    const text = `---\n${keys.join('\n')}\nk3: [last]\n---\n`;
    const fm = new Frontmatter(splitFrontmatter(text), new LineMap(text));
    expect(fm.keyOrder).toHaveLength(21);
    expect(fm.keys.get('k3')!.value).toEqual(['last']);
    expect(fm.keys.get('k19')!.value).toEqual([19]);
    expect(fm.keys.get('k20')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../src/analysis/normalize.js';
import { scanMemory, skillMd } from '../helpers.js';

/**
 * Every regex of the text-family rules on a 1 MB hostile line: repeated prefixes that make a
 * backtracking pattern restart at every position. Each scan must finish in bounded time.
 */

const MB = 1 << 20;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

const HOSTILE: Record<string, string> = {
  images: fill('![a'),
  links: fill('[a]('),
  imgTags: fill('<img src'),
  registry: fill('npm --'),
  pip: fill('pip install -i '),
  secrets: fill('-eyJa'),
  skPrefix: fill('sk-'),
  comments: fill('<!--'),
  refComments: `[//]: # (${fill('a')}`,
  override: fill('ignore all the '),
  concealment: fill('do not tell '),
  zeroWidth: fill('a\u200b'),
  tags: fill('\u{E0041}'),
  variation: fill('\u{1F600}\uFE0F\uFE0E'),
  bidi: fill('\u202E\u05D0'),
  mixedScript: fill('pаypаl '),
  interpolation: fill('![x](https://h.net/?q={{'),
  authority: fill('the only supported '),
  clone: fill('git clone -b '),
  curlPipe: fill('curl https://a.net/x '),
};

const RULES = [
  'hidden-unicode',
  'hidden-html-comment',
  'prompt-injection',
  'authority-claim',
  'supply-chain-redirect',
  'markdown-image-exfil',
  'hardcoded-secret',
  'file-type-mismatch',
];

describe('text-family rules on 1 MB hostile lines', () => {
  for (const [name, line] of Object.entries(HOSTILE)) {
    it(`${name}: bounded time`, async () => {
      const t0 = performance.now();
      // A .txt file gets every regex but not the Markdown parser (whose cost belongs to its own tests);
      // the comment cases need Markdown structure and so pay for the parse as well.
      const md = name === 'comments' || name === 'refComments';
      const file = md ? 'skills/x/references/notes.md' : 'skills/x/references/notes.txt';
      const r = await scanMemory(
        { 'skills/x/SKILL.md': skillMd('name: x\ndescription: d'), [file]: `${line}\n` },
        { only: RULES },
      );
      const ms = performance.now() - t0;
      expect(r.ruleErrors).toEqual([]);
      expect(ms).toBeLessThan(md ? 60_000 : 10_000);
    }, 90_000);
  }
  it('normalizeText stays linear on a 1 MB run of zero-width joiners between emoji', () => {
    const t0 = performance.now();
    const n = normalizeText(fill('\u{1F468}\u200D'));
    expect(n.hidden.length).toBeLessThanOrEqual(1); // only a trailing joiner cut by the 1 MB slice
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});

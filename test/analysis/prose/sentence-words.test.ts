import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdownBody } from '../../../src/analysis/markdown.js';
// Loads every recogniser, so every gate is registered as in a scan.
import '../../../src/analysis/prose/index.js';
import { lemmaCandidates } from '../../../src/analysis/prose/lexicon.js';
import {
  GATE_BITS,
  inSearchedLexicon,
  SentenceWords,
  searchedLexicon,
  THREAD_WORDS,
  type WordCache,
} from '../../../src/analysis/prose/lexicon-index.js';
import { documentSentences } from '../../../src/analysis/prose/segment.js';
import { tokenize } from '../../../src/analysis/prose/tokens.js';
import { View } from '../../../src/analysis/prose/view.js';
import { CORPUS, HAS_CORPUS } from '../../helpers.js';
import { BENIGN, POSITIVE } from './fixtures.js';

/**
 * A sentence's word lookups (base forms, the gates they open, the words some searched lexicon knows) come
 * from a cache shared by every sentence the thread reads and are computed in one pass when the sentence is
 * read. They are the prefilters of the recognisers (a recogniser whose gate no word opens is not run; a
 * lexicon search looks only at the listed words), so they must never drop a word the plain definition
 * keeps: these tests compare them with the plain definitions, word by word, on the intent fixtures and on
 * every sentence of the real corpus's Markdown.
 */

const TEXTS = [...Object.values(POSITIVE), ...Object.values(BENIGN)].flat().map((f) => f.text);

function plainMask(toks: ReturnType<typeof tokenize>): number {
  let m = 0;
  for (const t of toks)
    if (t.kind === 'word') for (const x of lemmaCandidates(t.t)) m |= GATE_BITS.get(x) ?? 0;
  return m;
}

function plainSearched(toks: ReturnType<typeof tokenize>): number[] {
  const out: number[] = [];
  toks.forEach((t, i) => {
    if (t.kind === 'word' && lemmaCandidates(t.t).some(inSearchedLexicon)) out.push(i);
  });
  return out;
}

describe('the words of a sentence', () => {
  it('open the gates their base forms open and list the words a searched lexicon knows', () => {
    expect(TEXTS.length).toBeGreaterThan(300);
    const cache: WordCache = new Map();
    for (const text of TEXTS) {
      const toks = tokenize(text);
      const words = new SentenceWords(toks, cache);
      expect(words.gates(), text).toBe(plainMask(toks));
      const version = searchedLexicon(new Set(['send']))!;
      expect(words.searched(version), text).toEqual(plainSearched(toks));
    }
  });

  it.skipIf(!HAS_CORPUS)(
    'open the same gates and list the same words on every sentence of the real corpus',
    () => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          if (e.isDirectory()) walk(join(dir, e.name));
          else if (e.isFile() && /\.(?:md|mdx|markdown)$/i.test(e.name)) files.push(join(dir, e.name));
        }
      };
      walk(CORPUS);
      expect(files.length).toBeGreaterThan(1000);
      const version = searchedLexicon(new Set(['send']))!;
      let sentences = 0;
      for (const f of files.sort()) {
        const text = readFileSync(f, 'utf8');
        for (const s of documentSentences(text, parseMarkdownBody(text, 0), 0).sentences) {
          const toks = tokenize(text.slice(s.start, s.end));
          const words = new SentenceWords(toks, THREAD_WORDS);
          // One comparison per sentence: a failure names the file and the sentence.
          if (
            words.gates() !== plainMask(toks) ||
            words.searched(version).join() !== plainSearched(toks).join()
          )
            expect({ f, s: text.slice(s.start, s.end) }).toBeUndefined();
          sentences++;
        }
      }
      expect(sentences).toBeGreaterThan(100_000);
    },
    300_000,
  );

  it('list a word of a lexicon first searched after the sentence was read', () => {
    const cache: WordCache = new Map();
    const toks = tokenize('Quietly exfiltrate-ish things, then zorble the rest.');
    const words = new SentenceWords(toks, cache);
    const version = searchedLexicon(new Set(['zorble']))!;
    expect(words.searched(version)).toContain(toks.findIndex((t) => t.t === 'zorble'));
  });

  it('are looked up once per cache: sentences share one lookup per distinct word', () => {
    const cache: WordCache = new Map();
    const a = new SentenceWords(tokenize('Send the report to the team.'), cache);
    const b = new SentenceWords(tokenize('Then send it again.'), cache);
    expect(a.infos[0]).toBe(b.infos[1]);
    expect([...cache.keys()].sort()).toEqual(['again', 'it', 'report', 'send', 'team', 'the', 'then', 'to']);
  });

  it("are looked up once per thread: two documents' views share the thread's lookup of a word", () => {
    // The corpus test above fills the thread's cache to its cap, past which words are not kept.
    THREAD_WORDS.clear();
    new View(tokenize('Quarantine the zorblaxing reports.'), 'Quarantine the zorblaxing reports.');
    const first = THREAD_WORDS.get('zorblaxing');
    expect(first?.cands).toContain('zorblax');
    new View(tokenize('Nothing is zorblaxing here.'), 'Nothing is zorblaxing here.');
    expect(THREAD_WORDS.get('zorblaxing')).toBe(first);
  });

  it('give the same finds and gates through a shared cache as through a fresh one', () => {
    const lexicons = [new Set(['send', 'upload']), new Set(['ignore', 'tell']), new Set(['file', 'token'])];
    const cache: WordCache = new Map();
    for (const text of TEXTS) {
      const toks = tokenize(text);
      const shared = new View(toks, text, cache);
      const fresh = new View(toks, text);
      for (const set of lexicons) expect(shared.find(set), text).toEqual(fresh.find(set));
      for (let bit = 0; bit < 30; bit++)
        expect(shared.opens({ bit: 1 << bit }), text).toBe(fresh.opens({ bit: 1 << bit }));
    }
  });
});

import { lemmaCandidates } from './lexicon.js';

/**
 * Indexes over the prose recognisers' constant lexicons and phrase lists, shared by every sentence's View:
 * the gates (one bit per recogniser), the phrase lists by first word, and the union of the lexicons
 * searched so far. All are built from module constants, so they stop growing after the first sentences.
 */

/**
 * Each recogniser's gate: the lexicons without one of whose words it cannot match. Gates are registered
 * once when the recognisers load; every lemma maps to the bits of the gates it opens, so a sentence
 * computes one mask over its words and each recogniser tests a bit, instead of every recogniser
 * intersecting its lexicons with the sentence (the hottest loop of prose analysis).
 */
export const GATE_BITS = new Map<string, number>();
let gateCount = 0;
/** Bits of a 31-bit positive integer. */
const MAX_GATES = 30;

/**
 * Each phrase list's positions by first word. A sentence's word is then tested only against the phrases
 * that can start with it, instead of every phrase of the list (lists are constant, so the index is built
 * once per list).
 */
const PHRASE_INDEX = new WeakMap<readonly string[][], Map<string, number[]>>();

export function phraseIndex(phrases: readonly string[][]): ReadonlyMap<string, readonly number[]> {
  let index = PHRASE_INDEX.get(phrases);
  if (index) return index;
  index = new Map();
  phrases.forEach((p, k) => {
    const first = p[0];
    if (first === undefined) return;
    const list = index!.get(first);
    if (list) list.push(k);
    else index!.set(first, [k]);
  });
  PHRASE_INDEX.set(phrases, index);
  return index;
}

export interface Gate {
  readonly bit: number;
}

/** Registers a recogniser's gate (at module load, from constant lexicons). */
export function gate(...lexicons: ReadonlySet<string>[]): Gate {
  if (gateCount >= MAX_GATES) throw new Error(`more than ${MAX_GATES} prose gates: widen the mask`);
  const bit = 1 << gateCount++;
  for (const set of lexicons) for (const x of set) GATE_BITS.set(x, (GATE_BITS.get(x) ?? 0) | bit);
  return { bit };
}

/**
 * The lexicons `View.find` has been asked about and the union of their words. Lexicons are module constants,
 * so both stop growing once every recogniser has run.
 */
const SEARCHED = new Set<ReadonlySet<string>>();
const SEARCHED_WORDS = new Set<string>();
/** Far above the recognisers' lexicons (about 150); beyond it a lexicon is not registered. */
const MAX_SEARCHED = 1024;

/**
 * Registers `set` as searched and returns the registry's version (its number of lexicons), which changes
 * whenever the union of words grows; undefined when the registry is full and `set` is not in it.
 */
export function searchedLexicon(set: ReadonlySet<string>): number | undefined {
  if (!SEARCHED.has(set)) {
    if (SEARCHED.size >= MAX_SEARCHED) return undefined;
    SEARCHED.add(set);
    for (const x of set) SEARCHED_WORDS.add(x);
  }
  return SEARCHED.size;
}

/** The base form is in some lexicon searched so far. */
export function inSearchedLexicon(lemma: string): boolean {
  return SEARCHED_WORDS.has(lemma);
}

/** Each list of verb-particle pairs' verbs (lists are constant, so the set is built once per list). */
const SPLIT_VERBS = new WeakMap<readonly (readonly [string, string])[], ReadonlySet<string>>();

export function splitVerbs(pairs: readonly (readonly [string, string])[]): ReadonlySet<string> {
  let verbs = SPLIT_VERBS.get(pairs);
  if (!verbs) {
    verbs = new Set(pairs.map(([verb]) => verb));
    SPLIT_VERBS.set(pairs, verbs);
  }
  return verbs;
}

/**
 * What a sentence's View needs of one word: its base-form candidates, the gates they open and whether one is
 * in a searched lexicon, each a pure function of the word and of the (versioned) registries above. Texts
 * repeat the same words, so they are computed once per word per thread (THREAD_WORDS) instead of once per
 * token: the candidates, the gate mask and the searched test were a fifth of prose analysis.
 */
export class WordInfo {
  private mask = 0;
  private maskFor = -1;
  private searched = false;
  private searchedFor = -1;
  constructor(readonly cands: readonly string[]) {}

  /** The bits of the gates some base form opens (GATE_BITS, recomputed if a gate was registered since). */
  gates(): number {
    if (this.maskFor !== gateCount) {
      let m = 0;
      for (const x of this.cands) m |= GATE_BITS.get(x) ?? 0;
      this.mask = m;
      this.maskFor = gateCount;
    }
    return this.mask;
  }

  /** Some base form is in a lexicon searched so far; `version` is `searchedLexicon`'s answer. */
  inSearched(version: number): boolean {
    if (this.searchedFor !== version) {
      this.searched = this.cands.some(inSearchedLexicon);
      this.searchedFor = version;
    }
    return this.searched;
  }
}

/** A token that is no word: no candidates, no gate, in no lexicon. */
const NO_WORD = new WordInfo([]);
/** Words and their lookups. */
export type WordCache = Map<string, WordInfo>;
/**
 * The words of every text this thread reads, shared by all its sentences' views. Per document, each of the
 * real corpus's 2,170 Markdown files computed its distinct words afresh (521,521 word infos for 1.5 million
 * words); shared, a word is looked up once per scan.
 */
export const THREAD_WORDS: WordCache = new Map();
/**
 * The first words a thread meets stay; beyond them a word's info is computed afresh each time (the same
 * value). 10,000 holds every word of the 2,000-skill tree's Markdown (9,432) and the first met, mostly
 * common, of the 36,713 the real corpus's prose holds, in 2.7 MB of heap instead of 10 MB: held whole,
 * those words saved no measurable CPU over a cache per document or this cap (real corpus, full scan and
 * analyzeProse alone) and cost 10 MB of peak RSS.
 */
const MAX_WORD_INFO = 10_000;
/** V8 cuts a string of this many characters or more out of a longer one as a view that keeps it alive. */
const SLICE_VIEW_MIN = 13;

/**
 * A sentence's words: each token's info (NO_WORD for a token that is no word, through the thread's
 * cache), the gates they open and the indices of the words some searched lexicon knows. The mask and the
 * list are built in the pass that fetches the infos: every sentence asks for both, and asked later, after
 * the rest of the document was analysed, each word's info had to be fetched back from memory.
 */
export class SentenceWords {
  readonly infos: WordInfo[] = [];
  private mask = 0;
  private maskFor: number;
  private known: number[] = [];
  private knownFor: number;

  constructor(toks: readonly { kind: string; t: string }[], cache: WordCache) {
    this.maskFor = gateCount;
    this.knownFor = SEARCHED.size;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      const info = t.kind === 'word' ? wordInfo(t.t, cache) : NO_WORD;
      this.infos.push(info);
      this.mask |= info.gates();
      if (info.inSearched(this.knownFor)) this.known.push(i);
    }
  }

  /** The gates some word opens (recomputed if a gate was registered since). */
  gates(): number {
    if (this.maskFor !== gateCount) {
      this.mask = 0;
      for (const w of this.infos) this.mask |= w.gates();
      this.maskFor = gateCount;
    }
    return this.mask;
  }

  /** The indices of the words with a base form in a lexicon searched so far (`version`: `searchedLexicon`). */
  searched(version: number): readonly number[] {
    if (this.knownFor !== version) {
      this.known = [];
      for (let i = 0; i < this.infos.length; i++) if (this.infos[i]!.inSearched(version)) this.known.push(i);
      this.knownFor = version;
    }
    return this.known;
  }
}

function wordInfo(word: string, cache: WordCache): WordInfo {
  let info = cache.get(word);
  if (info === undefined) {
    if (cache.size >= MAX_WORD_INFO) return new WordInfo(lemmaCandidates(word));
    // A long word is copied before it is kept (with its base forms, cut from it): kept as cut from its
    // sentence, it would keep the whole document's text alive for the rest of the scan.
    const own = word.length >= SLICE_VIEW_MIN ? `${word} `.slice(0, -1) : word;
    info = new WordInfo(lemmaCandidates(own));
    cache.set(own, info);
  }
  return info;
}

/** Some of the base forms `cands` is a key of `keys`. */
function startsAny(cands: readonly string[], keys: { has(k: string): boolean }): boolean {
  for (const x of cands) if (keys.has(x)) return true;
  return false;
}

/**
 * Each word (by its base forms, `infos`) where a phrase of the list starts that `matches` accepts, with the
 * first such phrase's length (`View.findPhrases`). Only a word some phrase starts with is tried: most are
 * none, and trying each word cost a closure and an index lookup.
 */
export function phrasesAt(
  infos: readonly WordInfo[],
  phrases: readonly string[][],
  matches: (at: number, phrase: readonly string[]) => boolean,
): Array<{ at: number; len: number }> {
  const byFirst = phraseIndex(phrases);
  const out: Array<{ at: number; len: number }> = [];
  for (let i = 0; i < infos.length; i++) {
    const c = infos[i]!.cands;
    if (!startsAny(c, byFirst)) continue;
    const p = firstPhrase(c, phrases, (q) => matches(i, q));
    if (p) out.push({ at: i, len: p.length });
  }
  return out;
}

/** Whether some base form of `cands` is the verb of one of the verb-particle `pairs` (`View.findSplit`). */
export function splitVerbIn(
  cands: readonly string[],
  pairs: readonly (readonly [string, string])[],
): boolean {
  return startsAny(cands, splitVerbs(pairs));
}

/**
 * The first phrase of the list, in list order, that starts with one of the base forms `cands` and that
 * `matches` accepts (the rest of its words checked in place by the caller).
 */
export function firstPhrase(
  cands: readonly string[],
  phrases: readonly string[][],
  matches: (phrase: readonly string[]) => boolean,
): string[] | undefined {
  const byFirst = phraseIndex(phrases);
  let best = phrases.length;
  for (const x of cands) {
    const starts = byFirst.get(x);
    if (!starts) continue;
    for (const k of starts) {
      if (k >= best) break;
      if (matches(phrases[k]!)) {
        best = k;
        break;
      }
    }
  }
  return phrases[best];
}

import { readWords } from '../negation/word-reader.js';
import { AFRICA_WEST_ASIA_WORDS } from './passage-words-africa-west-asia.js';
import { CENTRAL_WORDS } from './passage-words-central.js';
import { EAST_WORDS } from './passage-words-east.js';
import type { LanguageWords } from './passage-words-types.js';
import { WEST_WORDS } from './passage-words-west.js';

/**
 * The words of the passage reading (passage-asks.ts, docs/prose.md "Passages"), for many languages at once:
 * send/publish/upload, write/add/set, a negation, the user, telling, "no need", secrets and the conversation
 * (passage-words-*.ts). A list only raises what the language-independent evidence
 * (a secret store and a destination in one passage, a slot written in code) already shows; it never makes an
 * ask out of words alone.
 *
 * Each item of a list is matched against the words of the text (runs of letters and marks, lower-cased,
 * NFC): a plain item is a prefix of a word (inflections: "pošalj" → "pošalji"), `=item` a whole word,
 * `~item` anywhere in a word (languages that put a prefix or infix before the stem: Tagalog "ipinapadala",
 * Swahili "huwekwa", scripts written without spaces), and `_` joins the words of a phrase ("no_need").
 */

export type Concept =
  | 'send'
  | 'write'
  | 'neg'
  | 'user'
  | 'tell'
  | 'noNeed'
  | 'secret'
  | 'session'
  | 'content';

interface Compiled {
  lang: string;
  lists: Record<Concept, Matcher>;
}

interface Matcher {
  prefix: string[];
  whole: Set<string>;
  infix: string[];
  phrases: string[];
}

const CONCEPTS: readonly Concept[] = [
  'send',
  'write',
  'neg',
  'user',
  'tell',
  'noNeed',
  'secret',
  'session',
  'content',
];

function compile(list: string | undefined): Matcher {
  const m: Matcher = { prefix: [], whole: new Set(), infix: [], phrases: [] };
  for (const raw of (list ?? '').normalize('NFC').toLowerCase().split(/\s+/)) {
    if (raw === '') continue;
    if (raw.includes('_')) m.phrases.push(raw.replace(/^[=~]/, '').replace(/_/g, ' '));
    else if (raw.startsWith('=')) m.whole.add(raw.slice(1));
    else if (raw.startsWith('~')) m.infix.push(raw.slice(1));
    else m.prefix.push(raw);
  }
  return m;
}

const LANGUAGES: readonly Compiled[] = [
  ...WEST_WORDS,
  ...CENTRAL_WORDS,
  ...AFRICA_WEST_ASIA_WORDS,
  ...EAST_WORDS,
].map((l: LanguageWords) => ({
  lang: l.lang,
  lists: Object.fromEntries(CONCEPTS.map((c) => [c, compile(l[c])])) as Record<Concept, Matcher>,
}));

/** One word of a text: its lower-cased form and offset. */
export interface Word {
  w: string;
  at: number;
}

const WORD = /[\p{L}\p{M}\p{N}'’]+(?:-[\p{L}\p{M}\p{N}'’]+){0,4}/gu;
/** Words of one text are bounded: a passage is at most a few thousand characters. */
const MAX_WORDS = 600;

/** The words of `text` (already lower-cased and NFC-normalised by the caller). */
export function wordsOf(text: string): Word[] {
  return readWords(text, WORD, MAX_WORDS, (w, at) => ({ w, at }));
}

/** Text as the lists are written: NFC, lower case, one space for every run of blanks. */
export function normalised(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
}

function wordMatches(m: Matcher, w: string): boolean {
  if (m.whole.has(w)) return true;
  for (const p of m.prefix) if (w.startsWith(p)) return true;
  for (const p of m.infix) if (w.includes(p)) return true;
  return false;
}

/** Where a phrase of the list starts in `text` at a word boundary, or -1. */
function phraseAt(m: Matcher, text: string, from = 0, to = text.length): number {
  for (const p of m.phrases) {
    let i = text.indexOf(p, from);
    while (i >= 0 && i < to) {
      if (i === 0 || !/[\p{L}\p{M}]/u.test(text[i - 1]!)) return i;
      i = text.indexOf(p, i + 1);
    }
  }
  return -1;
}

/** A hit of one concept: the language whose list matched and the offset in the text. */
export interface LexHit {
  lang: string;
  at: number;
  len: number;
}

/** The first word (or phrase) of `concept` in the text, in any language; languages in `only` when given. */
export function findConcept(
  text: string,
  words: readonly Word[],
  concept: Concept,
  only?: ReadonlySet<string>,
): LexHit | undefined {
  let best: LexHit | undefined;
  for (const l of LANGUAGES) {
    if (only && !only.has(l.lang)) continue;
    const m = l.lists[concept];
    for (const w of words) {
      if (best && w.at >= best.at) break;
      if (wordMatches(m, w.w)) {
        best = { lang: l.lang, at: w.at, len: w.w.length };
        break;
      }
    }
    const p = phraseAt(m, text, 0, best?.at ?? text.length);
    if (p >= 0 && (!best || p < best.at)) best = { lang: l.lang, at: p, len: 1 };
  }
  return best;
}

/** Every language whose list of `concept` has a word in the text. */
function languagesWith(text: string, words: readonly Word[], concept: Concept): Set<string> {
  const out = new Set<string>();
  for (const l of LANGUAGES) {
    const m = l.lists[concept];
    if (words.some((w) => wordMatches(m, w.w)) || phraseAt(m, text) >= 0) out.add(l.lang);
  }
  return out;
}

/** Clause punctuation a negation does not reach across. */
const CLAUSE_END = /[.;:!?,।॥。！？；،؛]/;
/** How far from the verb a negation may stand, in characters (verb-final languages put it after). */
const NEG_REACH = 32;

/** A negation of the hit's own language in its clause, a few words either side ("nikad ne šalji", "পাঠাবেন না"). */
export function negatedAt(text: string, hit: LexHit): boolean {
  let from = Math.max(0, hit.at - NEG_REACH);
  let to = Math.min(text.length, hit.at + hit.len + NEG_REACH);
  for (let i = hit.at - 1; i >= from; i--) if (CLAUSE_END.test(text[i]!)) from = i + 1;
  for (let i = hit.at + hit.len; i < to; i++)
    if (CLAUSE_END.test(text[i]!)) {
      to = i;
      break;
    }
  const window = text.slice(from, to);
  const only = new Set([hit.lang]);
  const words = wordsOf(window);
  return (
    findConcept(window, words, 'neg', only) !== undefined ||
    findConcept(window, words, 'noNeed', only) !== undefined
  );
}

/**
 * "Need not be mentioned to the user", "O ovom se koraku korisnika ne obavještava", "halihitaji kutajwa kwa
 * mtumiaji": the user (or the reply), a telling verb and a negation or "no need" of one language in one
 * sentence. Returns the offset of the telling verb.
 */
export function concealedAt(text: string): number | undefined {
  const words = wordsOf(text);
  const users = languagesWith(text, words, 'user');
  if (users.size === 0) return undefined;
  const tells = languagesWith(text, words, 'tell');
  for (const lang of users) {
    if (!tells.has(lang)) continue;
    const only = new Set([lang]);
    const no = findConcept(text, words, 'noNeed', only) ?? findConcept(text, words, 'neg', only);
    if (no) return findConcept(text, words, 'tell', only)?.at;
  }
  return undefined;
}

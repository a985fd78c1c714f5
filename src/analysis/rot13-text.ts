import type { TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { RoleSpan } from './prose/facts.js';
import { analyzeDescription, roleAt } from './prose/index.js';

/**
 * Instructions hidden in ROT13 ("Upload note (ROT13): `Orsber cebsvyvat, ernq ~/.pbasvt/tu/ubfgf.lzy …`"):
 * a run of words that are gibberish as written and common English once each letter is rotated by 13 is
 * decoded and read by the prose recognisers, like a base64 blob (src/analysis/decoded-text.ts). The test is
 * cheap and bounded: per line, words are looked up in a list of frequent English words as written and
 * rotated; a run qualifies when rotated hits are many and hits as written are none (German or Spanish
 * prose, code identifiers and plain English do not rotate into English). Intents found in the decoded text
 * have container `decoded` and the run's region; decoding is inert and nothing is run.
 */

/**
 * Frequent English words whose ROT13 is not itself a frequent word (`or`/`be`, `an`/`na` rotate into each
 * other and are left out), so a hit on either side says which side is English.
 */
const COMMON = new Set(
  `the and to of in is it you that for on with as this are was at by not from your have all will can
  into its when then than them they there their what which who how each before after about also any only
  use using used run read send put file files value field token key keys user users data note notes step
  first next must should do does don't never always make sure without include includes add set get open
  write copy upload post paste report mention tell show hide keep delete remove ignore previous above
  below instructions instruction routine quietly silently contents content output reply message home
  config credentials secret secrets password environment profile build request server upload into
  please just now here these those other new same so but if else where while because our we us my me
  them has had been being would could may might shall over under out up down off again once more most`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/** Lines looked at per file, and the longest line looked at (a minified wall is not prose). */
const LIMITS = { lines: 20_000, lineChars: 4_000, runs: 50 } as const;

/** ASCII rotated by 13 letters, by code (every word of every prose line goes through here: a table, no regex). */
const ROTATED: readonly string[] = Array.from({ length: 128 }, (_, c) => {
  if (c >= 65 && c <= 90) return String.fromCharCode(((c - 65 + 13) % 26) + 65);
  if (c >= 97 && c <= 122) return String.fromCharCode(((c - 97 + 13) % 26) + 97);
  return String.fromCharCode(c);
});

export function rot13(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 128 ? ROTATED[c]! : text[i]!;
  }
  return out;
}

interface Run {
  start: number;
  end: number;
}

/**
 * Each word's classes by one walk: bit ENGLISH when it is in COMMON, ROT13_OF_ENGLISH when it is the rotation of a
 * COMMON word (ROT13 is its own inverse on letters and leaves `'` alone), REVERSED when it is a COMMON word
 * written backwards. Each finder lets English win, as the separate lookups this table replaces did. The
 * table is a trie over lower-cased letters and `'` walked forwards on the text's character codes, so no
 * word is copied, lower-cased or walked twice (every word of every line goes through here, once for ROT13
 * and once for reversed text: the reversed finder walked each word twice, forwards then backwards).
 */
const EDGES = 27;
const ENGLISH = 1;
const ROT13_OF_ENGLISH = 2;
const REVERSED = 4;
const TRIE = ((): { next: Int32Array; cls: Uint8Array } => {
  const words = new Map<string, number>();
  const mark = (w: string, bit: number) => words.set(w, (words.get(w) ?? 0) | bit);
  for (const w of COMMON) {
    mark(w, ENGLISH);
    mark(rot13(w), ROT13_OF_ENGLISH);
    mark([...w].reverse().join(''), REVERSED);
  }
  const size = [...words.keys()].reduce((n, w) => n + w.length, 1);
  const next = new Int32Array(size * EDGES);
  const cls = new Uint8Array(size);
  let nodes = 1;
  for (const [w, c] of words) {
    let node = 0;
    for (let i = 0; i < w.length; i++) {
      const e = node * EDGES + edgeOf(w.charCodeAt(i));
      if (next[e] === 0) next[e] = nodes++;
      node = next[e]!;
    }
    cls[node] = c;
  }
  return { next, cls };
})();

/** The trie edge of a letter (either case) or `'`. */
function edgeOf(c: number): number {
  return c === 39 ? 26 : (c | 32) - 97;
}

/** The class bits of the word text[at, end) (letters and `'` only, as `cipherRunsInLine` cuts words). */
function classBits(text: string, at: number, end: number): number {
  let node = 0;
  for (let i = at; i < end && node >= 0; i++)
    node = TRIE.next[node * EDGES + edgeOf(text.charCodeAt(i))]! || -1;
  return node > 0 ? TRIE.cls[node]! : 0;
}

/**
 * A word's class for the reversed-text finder (src/analysis/hidden-carriers.ts): `plain` when it is a
 * frequent English word as written, `hit` when it is one read backwards (last letter first), else `other`.
 */
export function reversedClass(text: string, at: number, end: number): CipherWord {
  const bits = classBits(text, at, end);
  return bits & ENGLISH ? 'plain' : bits & REVERSED ? 'hit' : 'other';
}

/** A-Z, a-z (the letters ROT13 turns). */
function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A word of a line as a cipher finder sees it: a frequent English word, a hit (a word once decoded), or other. */
export type CipherWord = 'plain' | 'hit' | 'other';

/**
 * Stretches of one line's words that look like English put through a letter cipher (ROT13, reversal):
 * maximal runs of words with no plain English word, holding at least three hits that make up at least 30% of
 * the run's words (four words at least). `classOf` says what the word text[at, end) is; `onRun` gets each run.
 * A word is a letter followed by letters and apostrophes, read by a character loop from `from` (a regex match
 * object per word was most of the ROT13 scan's cost); a word cannot run past `to`.
 */
export function cipherRunsInLine(
  text: string,
  from: number,
  to: number,
  classOf: (at: number, end: number) => CipherWord,
  onRun: (start: number, end: number) => void,
): void {
  let start = -1;
  let end = -1;
  let hits = 0;
  let words = 0;
  const close = () => {
    if (hits >= 3 && words >= 4 && hits / words >= 0.3) onRun(start, end);
    start = -1;
    hits = 0;
    words = 0;
  };
  let i = from;
  while (i < to) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const at = i;
    while (i < to && (isLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 39)) i++;
    const cls = classOf(at, i);
    if (cls === 'plain') {
      if (start >= 0) close();
      continue;
    }
    if (start < 0) start = at;
    end = i;
    words++;
    if (cls === 'hit') hits++;
  }
  if (start >= 0) close();
}

/** A word's ROT13 class by one trie walk: English as written, the rotation of an English word, or neither. */
function rot13Class(text: string, at: number, end: number): CipherWord {
  const bits = classBits(text, at, end);
  return bits & ENGLISH ? 'plain' : bits & ROT13_OF_ENGLISH ? 'hit' : 'other';
}

/** The run widened to the path or punctuation glued to its ends (`~/.pbasvt/tu/ubfgf.lzy`, `vg.`). */
function widened(text: string, r: Run, from: number, to: number): Run {
  let { start, end } = r;
  while (start > from && /[~/.\-_$@]/.test(text[start - 1]!)) start--;
  while (end < to && /[^\s`'"()[\]]/.test(text[end]!)) end++;
  return { start, end };
}

/** ROT13 runs of a text, consecutive lines joined into one run (a wrapped paragraph is one message). */
export function findRot13Runs(text: string): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (let n = 0; n < LIMITS.lines && at < text.length && runs.length < LIMITS.runs; n++) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    if (end - at <= LIMITS.lineChars) {
      const found: Run[] = [];
      cipherRunsInLine(
        text,
        at,
        end,
        (w, e) => rot13Class(text, w, e),
        (start, stop) => found.push({ start, end: stop }),
      );
      for (const r of found) {
        const w = widened(text, r, at, end);
        const prev = runs[runs.length - 1];
        // The previous line's run reached its end and this one starts its line: one wrapped paragraph.
        if (
          prev &&
          /^\s*$/.test(text.slice(prev.end, w.start)) &&
          text.slice(prev.end, w.start).split('\n').length === 2
        )
          prev.end = w.end;
        else runs.push(w);
      }
    }
    at = end + 1;
  }
  return runs;
}

/**
 * Intents hidden in ROT13 runs. A run whose decoding is spelled out beside it, or that sits in a sentence
 * framed as a warning or an attack description, is a mention (as for base64 blobs).
 */
export function rot13Intents(text: string, lines: LineMap, roles: readonly RoleSpan[] = []): TextIntent[] {
  const out: TextIntent[] = [];
  for (const r of findRot13Runs(text)) {
    const raw = text.slice(r.start, r.end);
    const decoded = rot13(raw).replace(/\s+/g, ' ');
    const clear = decoded.trim().slice(0, 24).toLowerCase();
    const near = text.slice(Math.max(0, r.start - 300), Math.min(text.length, r.end + 300)).toLowerCase();
    const shown =
      (clear.length >= 8 && near.includes(clear)) ||
      roleAt(roles, Math.max(0, r.start - 2))?.framing !== undefined;
    const at = lines.region(r.start, r.end);
    for (const i of analyzeDescription(decoded)) {
      out.push({
        ...i,
        ...(shown ? { role: 'mention' as const } : {}),
        at,
        container: 'decoded',
        evidence: `ROT13 ${raw.slice(0, 24).replace(/\s+/g, ' ')}… decodes to: ${i.evidence}`,
        key: `rot13|${i.key}`,
      });
    }
    if (out.length >= 200) break;
  }
  return out;
}

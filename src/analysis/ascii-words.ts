/**
 * Case-insensitive presence of fixed ASCII words in a text, from one lower-cased copy searched with
 * `includes` (a native literal scan). It replaces keyword alternations (`/registry|pip|npm|…/i`, or the
 * same inside a lookahead run at every position): V8 cannot scan those for a literal, so each tried every
 * position of every text (~2.3 s of the real corpus's main thread before).
 *
 * Exact to a regex with the `i` flag and no `u` flag: such a regex matches an ASCII letter only with its
 * ASCII case partner (no other character canonicalises to ASCII), while `toLowerCase` also turns
 * U+0130 (İ) into `i̇` and U+212A (Kelvin sign) into `k`; a text holding either is lower-cased letter by
 * letter instead.
 */

/** Characters `toLowerCase` maps to ASCII (or to more than one unit) though an `i` regex keeps them apart. */
const NOT_ASCII_CASE = /[\u0130\u212a]/;
const UPPER = /[A-Z]+/g;

/** `text` with A–Z lower-cased and every other character kept: same length, same offsets. */
export function asciiLower(text: string): string {
  // Both characters are outside Latin-1, so a one-byte string answers without a scan.
  if (!NOT_ASCII_CASE.test(text)) return text.toLowerCase();
  return text.replace(UPPER, (s) => s.toLowerCase());
}

/** One text's lower-cased copy and the words found in it, each word searched once however often asked. */
export class AsciiWords {
  readonly lower: string;
  private readonly seen = new Map<string, boolean>();

  constructor(text: string) {
    this.lower = asciiLower(text);
  }

  /** The text holds `word` (lower case, ASCII), in any ASCII case. */
  has(word: string): boolean {
    let found = this.seen.get(word);
    if (found === undefined) {
      found = this.lower.includes(word);
      this.seen.set(word, found);
    }
    return found;
  }

  /** The text holds one of `words`. */
  hasAny(words: readonly string[]): boolean {
    return words.some((w) => this.has(w));
  }

  /**
   * Which of `words` (a module constant: its index is built once) the text holds, as `has` answers, by one
   * pass over the lower-cased copy: each position is looked up by the codes of its two characters among
   * the words starting with those two, and only those are compared there. One native search per word
   * (47 words for the package-source hints) cost three times as much on the 2,000-skill tree's texts.
   */
  present(words: readonly string[]): ReadonlySet<string> {
    const { pairs, rest } = pairIndex(words);
    const found = new Set<string>();
    for (const w of rest) if (this.has(w)) found.add(w);
    const lower = this.lower;
    let prev = lower.charCodeAt(0);
    for (let i = 1; i < lower.length && found.size < words.length; i++) {
      const c = lower.charCodeAt(i);
      const starting = prev < 128 && c < 128 ? pairs[prev * 128 + c] : undefined;
      if (starting !== undefined)
        for (const w of starting) if (!found.has(w) && lower.startsWith(w, i - 1)) found.add(w);
      prev = c;
    }
    for (const w of words) this.seen.set(w, found.has(w));
    return found;
  }
}

interface PairIndex {
  /** The words of two ASCII characters or more, by the codes of their first two (`first * 128 + second`). */
  pairs: (string[] | undefined)[];
  /** The others (shorter, or not ASCII at the start), searched one by one. */
  rest: string[];
}

const PAIR_INDEXES = new WeakMap<readonly string[], PairIndex>();

function pairIndex(words: readonly string[]): PairIndex {
  let index = PAIR_INDEXES.get(words);
  if (index) return index;
  index = { pairs: new Array<string[] | undefined>(128 * 128), rest: [] };
  for (const w of new Set(words)) {
    const a = w.charCodeAt(0);
    const b = w.charCodeAt(1);
    if (w.length < 2 || a >= 128 || b >= 128) {
      index.rest.push(w);
      continue;
    }
    const list = index.pairs[a * 128 + b];
    if (list) list.push(w);
    else index.pairs[a * 128 + b] = [w];
  }
  PAIR_INDEXES.set(words, index);
  return index;
}

/**
 * What the backward name search (src/model/name-search.ts) keeps of a file it need not read again: a Bloom
 * filter of the 3-grams of the file's searchable forms, compared the way a case-insensitive regular
 * expression compares (each UTF-16 unit canonicalised as `/x/i` does it without the `u` flag). A form that
 * holds a word, in any case the search accepts, holds every 3-gram of it, so `mayHold` never says no when
 * the search would say yes; it may say yes wrongly (a Bloom filter's false positive, a word whose 3-grams
 * all occur apart, a word shorter than three units always), and then the file is read and searched as
 * before. The digest is a prefilter for reading, never an answer.
 *
 * Sized at 8 bits per distinct 3-gram with two probes (≈5% false positives per 3-gram, ~0.01% for a word
 * of three); the benchmark tree's 40,628 files hold 312 distinct 3-grams each on average.
 */

/** Bits per distinct 3-gram, and the bounds on a digest's size in bytes. */
const BITS_PER_GRAM = 8;
const MIN_BYTES = 8;
const MAX_BYTES = 128 * 1024;

let unicodeFold: Uint16Array | undefined;

/**
 * The unit a case-insensitive, non-Unicode regular expression compares (ECMA-262 Canonicalize with
 * rer.[[IgnoreCase]] and no `u`): the upper case when it is one unit, except a non-ASCII unit whose upper
 * case is ASCII. Two units a `/…/i` match treats as equal fold to the same unit.
 */
export function foldUnit(c: number): number {
  if (c < 128) return c >= 97 && c <= 122 ? c - 32 : c;
  if (!unicodeFold) {
    unicodeFold = new Uint16Array(65536);
    for (let u = 0; u < 65536; u++) {
      const up = String.fromCharCode(u).toUpperCase();
      const cu = up.length === 1 ? up.charCodeAt(0) : u;
      unicodeFold[u] = u >= 128 && cu < 128 ? u : cu;
    }
  }
  return unicodeFold[c]!;
}

/** A 32-bit hash of a 3-gram of folded units. */
function gramHash(a: number, b: number, c: number): number {
  let h = Math.imul(a + 1, 0x9e3779b1);
  h = Math.imul(h ^ (b + 1), 0x85ebca77);
  h = Math.imul(h ^ (c + 1), 0xc2b2ae3d);
  return (h ^ (h >>> 15)) >>> 0;
}

/**
 * The distinct 3-gram hashes of one file, collected in an open-addressing table reused across files (a
 * `Set` of numbers made each digest ~5x slower: 48 µs a file on the benchmark tree).
 */
class GramTable {
  private slots = new Uint32Array(1024);
  /** The generation that filled each slot: bumping it empties the table without clearing it. */
  private marks = new Uint32Array(1024);
  private generation = 0;
  readonly found: number[] = [];

  reset(units: number): void {
    let size = this.slots.length;
    while (size < units * 2) size *= 2;
    if (size !== this.slots.length) {
      this.slots = new Uint32Array(size);
      this.marks = new Uint32Array(size);
      this.generation = 0;
    }
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 1;
    }
    this.found.length = 0;
  }

  add(h: number): void {
    const mask = this.slots.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      if (this.marks[i] !== this.generation) {
        this.marks[i] = this.generation;
        this.slots[i] = h;
        this.found.push(h);
        return;
      }
      if (this.slots[i] === h) return;
    }
  }
}

const table = new GramTable();

/** The digest of a file's searchable forms (each form's 3-grams; none spans two forms). */
export function digestOf(forms: readonly string[]): Uint8Array {
  let units = 0;
  for (const f of forms) units += f.length;
  table.reset(units);
  for (const f of forms) {
    let p2 = -1;
    let p1 = -1;
    for (let i = 0; i < f.length; i++) {
      const u = f.charCodeAt(i);
      const c = u < 128 ? (u >= 97 && u <= 122 ? u - 32 : u) : foldUnit(u);
      if (p2 >= 0) table.add(gramHash(p2, p1, c));
      p2 = p1;
      p1 = c;
    }
  }
  const distinct = table.found;
  const size = Math.min(MAX_BYTES, Math.max(MIN_BYTES, Math.ceil((distinct.length * BITS_PER_GRAM) / 8)));
  const digest = new Uint8Array(size);
  const bits = size * 8;
  for (const h of distinct) {
    const a = h % bits;
    const b = secondHash(h) % bits;
    digest[a >>> 3]! |= 1 << (a & 7);
    digest[b >>> 3]! |= 1 << (b & 7);
  }
  return digest;
}

/**
 * The 3-grams a form must hold to contain `word` as the search compares it; none for a word shorter than
 * three units, which every digest may hold. Computed once per word and round.
 */
export function gramsOf(word: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 2 < word.length; i++)
    out.push(
      gramHash(
        foldUnit(word.charCodeAt(i)),
        foldUnit(word.charCodeAt(i + 1)),
        foldUnit(word.charCodeAt(i + 2)),
      ),
    );
  return out;
}

/** The second bit position's hash of a 3-gram (the first is the hash itself), before the modulo. */
function secondHash(h: number): number {
  return (Math.imul(h, 0x27d4eb2d) ^ (h >>> 13)) >>> 0;
}

/** A word's probes, hashed once per round: both bit positions' hashes of each of its 3-grams. */
export interface WordProbes {
  first: Uint32Array;
  second: Uint32Array;
}

export function probesOf(grams: readonly number[]): WordProbes {
  return { first: Uint32Array.from(grams), second: Uint32Array.from(grams, secondHash) };
}

/**
 * False only when no form of the file can hold any of the words: the test a round makes of each of the
 * tens of thousands of digests, so the hashes are made once per word and each probe is a modulo and a bit.
 */
export function mayHoldAny(digest: Uint8Array, words: readonly WordProbes[]): boolean {
  const bits = digest.length * 8;
  next: for (const { first, second } of words) {
    for (let i = 0; i < first.length; i++) {
      const a = first[i]! % bits;
      if ((digest[a >>> 3]! & (1 << (a & 7))) === 0) continue next;
      const b = second[i]! % bits;
      if ((digest[b >>> 3]! & (1 << (b & 7))) === 0) continue next;
    }
    return true;
  }
  return false;
}

/** False only when no form of the file can hold the word whose `gramsOf` this is. */
export function mayHold(digest: Uint8Array, grams: readonly number[]): boolean {
  return mayHoldAny(digest, [probesOf(grams)]);
}

/** Whether `bytes` is a digest `digestOf` could have made (read from a cache folder: untrusted). */
export function isDigest(bytes: Uint8Array): boolean {
  return bytes.length >= MIN_BYTES && bytes.length <= MAX_BYTES;
}

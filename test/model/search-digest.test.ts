import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { digestOf, foldUnit, gramsOf, mayHold } from '../../src/model/search-digest.js';
import { SearchIndexStore } from '../../src/model/search-index-store.js';
import { gitBlobId } from '../../src/source/git-objects.js';

/**
 * The name search's digest (src/model/search-digest.ts) is a prefilter: a file whose digest says no is
 * never read in that round, so it must never say no when the search's own tests (a case-insensitive
 * regular expression, a case-sensitive `includes`) would say yes.
 */

const regexEscaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A deterministic pseudo-random source (mulberry32), so a failure is reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Letters whose cases a case-insensitive match mixes: ASCII, final and medial sigma, the Kelvin sign,
// the long s, dotless i, sharp s, and a surrogate pair.
const ALPHABET = [
  'a',
  'A',
  'b',
  'B',
  'k',
  'K',
  '\u212a',
  's',
  'S',
  '\u017f',
  'σ',
  'ς',
  'Σ',
  'ı',
  'I',
  'i',
  'ß',
  '-',
  '/',
  '.',
  '😀',
  'é',
  'É',
];

describe('the name search digest', () => {
  it('holds every word a case-insensitive or exact search finds in its forms', () => {
    const next = random(7);
    const pick = (n: number) =>
      Array.from({ length: n }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
    let found = 0;
    for (let round = 0; round < 400; round++) {
      const forms = [pick(20 + Math.floor(next() * 200)), pick(Math.floor(next() * 40))];
      const digest = digestOf(forms);
      for (let k = 0; k < 30; k++) {
        // Words taken from a form (then re-cased) and made up.
        const form = forms[Math.floor(next() * forms.length)]!;
        const at = Math.floor(next() * Math.max(1, form.length - 2));
        const word =
          k % 2 === 0
            ? form
                .slice(at, at + 1 + Math.floor(next() * 6))
                .replace(/./g, (c) => (next() < 0.5 ? c.toUpperCase() : c.toLowerCase()))
            : pick(1 + Math.floor(next() * 5));
        const re = new RegExp(regexEscaped(word), 'i');
        const searchFinds = forms.some((f) => re.test(f) || f.includes(word));
        if (searchFinds) {
          found++;
          expect(mayHold(digest, gramsOf(word)), `${JSON.stringify(word)} in ${JSON.stringify(forms)}`).toBe(
            true,
          );
        }
      }
    }
    expect(found).toBeGreaterThan(2000);
  });

  it('folds units as a case-insensitive regular expression compares them', () => {
    for (const [a, b] of [
      ['a', 'A'],
      ['σ', 'ς'],
      ['σ', 'Σ'],
      ['é', 'É'],
    ])
      expect(foldUnit(a!.charCodeAt(0))).toBe(foldUnit(b!.charCodeAt(0)));
    // /k/i does not match the Kelvin sign, nor /s/i the long s: they stay apart.
    expect(foldUnit('k'.charCodeAt(0))).not.toBe(foldUnit(0x212a));
    expect(foldUnit('s'.charCodeAt(0))).not.toBe(foldUnit(0x17f));
  });

  it('says no to most words a file does not hold', () => {
    const text = 'Run scripts/deploy.sh from the release-helper skill, then read references/guide.md.';
    const digest = digestOf([text]);
    const absent = Array.from({ length: 200 }, (_, i) => `skill-${i}-quartz`);
    const yes = absent.filter((w) => mayHold(digest, gramsOf(w)));
    expect(yes.length).toBeLessThan(10);
    expect(mayHold(digest, gramsOf('RELEASE-helper'))).toBe(true);
  });

  it('has no n-gram for a word shorter than three units: every file may hold it', () => {
    expect(gramsOf('ab')).toEqual([]);
    expect(mayHold(digestOf(['xyz']), gramsOf('ab'))).toBe(true);
  });

  it('names a blob as git does', () => {
    // `git hash-object /dev/null` and `printf 'hello\n' | git hash-object --stdin`.
    expect(gitBlobId(new Uint8Array())).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
    expect(gitBlobId(new TextEncoder().encode('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });
});

const dir = mkdtempSync(join(tmpdir(), 'skillscan-search-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const OID_A = 'a'.repeat(40);
const OID_B = 'b'.repeat(40);

describe('the stored search index', () => {
  it('keeps the digests a scan added for the next scan of the same build', () => {
    const folder = join(dir, 'round-trip');
    const first = new SearchIndexStore(folder, 'build-1');
    const digest = digestOf(['see scripts/run.sh']);
    first.put(OID_A, digest);
    first.put('not-an-oid', digest);
    first.finish();
    const second = new SearchIndexStore(folder, 'build-1');
    expect(second.get(OID_A)).toEqual(digest);
    expect(second.get(OID_B)).toBeUndefined();
    expect(second.stats).toMatchObject({ hits: 1, rejected: false });
    // Another build's index is not read, and not a fault.
    const other = new SearchIndexStore(folder, 'build-2');
    expect(other.get(OID_A)).toBeUndefined();
    expect(other.stats.rejected).toBe(false);
  });

  it('ignores a whole index that is cut short, padded or not ours, and says so', () => {
    const folder = join(dir, 'broken');
    const good = new SearchIndexStore(folder, 'b');
    good.put(OID_A, digestOf(['some text here']));
    good.put(OID_B, digestOf(['other words']));
    good.finish();
    const path = join(folder, 'search-v1', 'index');
    const bytes = readFileSync(path);
    for (const broken of [
      bytes.subarray(0, bytes.length - 3),
      Buffer.concat([bytes, Buffer.from([1, 2])]),
      Buffer.from('not an index at all'),
    ]) {
      writeFileSync(path, broken);
      const store = new SearchIndexStore(folder, 'b');
      expect(store.get(OID_A)).toBeUndefined();
      expect(store.stats.rejected).toBe(true);
    }
  });

  it('leaves the index alone when a scan added nothing, and drops entries of other trees once they outnumber its own', () => {
    const folder = join(dir, 'prune');
    mkdirSync(folder, { recursive: true });
    const old = new SearchIndexStore(folder, 'b');
    for (let i = 0; i < 10; i++) old.put(i.toString(16).padStart(40, '0'), digestOf([`text ${i}`]));
    old.finish();
    const reader = new SearchIndexStore(folder, 'b');
    reader.get(OID_A);
    reader.finish();
    expect(new SearchIndexStore(folder, 'b').get('0'.repeat(40))).toBeDefined();
    const next = new SearchIndexStore(folder, 'b');
    next.put(OID_A, digestOf(['new text']));
    next.finish();
    const after = new SearchIndexStore(folder, 'b');
    expect(after.get(OID_A)).toBeDefined();
    expect(after.get('0'.repeat(40))).toBeUndefined();
  });

  it("keeps the entries of the blob ids a scan marks or finds as its tree's when it prunes", () => {
    const folder = join(dir, 'marked');
    mkdirSync(folder, { recursive: true });
    const oid = (i: number) => i.toString(16).padStart(40, '0');
    const old = new SearchIndexStore(folder, 'b');
    for (let i = 0; i < 20; i++) old.put(oid(i), digestOf([`text ${i}`]));
    old.finish();
    const next = new SearchIndexStore(folder, 'b');
    next.markUsed([oid(3), oid(7)]);
    expect(next.get(oid(5))).toBeDefined(); // found by this scan: its tree's too
    next.put(OID_A, digestOf(['new text']));
    next.finish();
    const after = new SearchIndexStore(folder, 'b');
    expect([oid(3), oid(5), oid(7), OID_A].map((o) => after.get(o) !== undefined)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(after.get(oid(4))).toBeUndefined();
  });
});

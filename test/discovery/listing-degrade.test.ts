import { describe, expect, it } from 'vitest';
import { Costs, capAndDrop, type Work } from '../../src/discovery/listing-degrade.js';
import type { ListedRuntime } from '../../src/discovery/runtimes/index.js';

/**
 * The prefix-sum search must choose exactly what summing every entry per trial chose: the oracle below is
 * the plain search (apply, then `Costs.total`), run on random catalogues against the same budgets.
 */
/** Longest description first, then by name compared as strings (a stable sort keeps equal names in order). */
const longestThenName = (a: Work, b: Work) =>
  b.descLen - a.descLen || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0);

function oracle(profile: ListedRuntime, rest: Work[], costs: Costs, chars: number): void {
  const { minDescChars, overflow } = profile.listing;
  const maxDesc = costs.maxDesc;
  const order =
    overflow === 'omit'
      ? [...rest].sort((a, b) => a.e.priority - b.e.priority || longestThenName(a, b))
      : [...rest].sort(longestThenName);
  let longest = minDescChars;
  for (const w of rest) longest = Math.max(longest, costs.cappedLen(w));
  const apply = (k: number, cap: number) =>
    order.forEach((w, i) => {
      w.level = i < k ? (overflow === 'omit' ? 'omitted' : 'name-only') : 'text';
      w.cap = Math.min(cap, maxDesc ?? cap);
    });
  const fits = (k: number, cap: number) => {
    apply(k, cap);
    return costs.total() <= chars;
  };
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fits(mid, minDescChars)) hi = mid;
    else lo = mid + 1;
  }
  if (!fits(lo, minDescChars)) {
    apply(order.length, minDescChars);
    return;
  }
  let a = minDescChars;
  let b = longest;
  while (a < b) {
    const mid = (a + b + 1) >> 1;
    if (fits(lo, mid)) a = mid;
    else b = mid - 1;
  }
  apply(lo, a);
}

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random catalogue in listing order (bundled first, then by name), as simulateListing hands it over. */
function catalogue(rnd: () => number, trigger: boolean): Work[] {
  const n = 1 + Math.floor(rnd() * 60);
  const works = Array.from({ length: n }, (_, i) => {
    const bundled = rnd() < 0.1;
    const descLen = rnd() < 0.1 ? 0 : Math.floor(rnd() * (rnd() < 0.2 ? 2000 : 300));
    const trigLen = trigger && rnd() < 0.3 ? 1 + Math.floor(rnd() * 200) : 0;
    return {
      at: 0,
      e: {
        // Some names repeat (a plugin's skill named like a repository skill), most do not.
        name: rnd() < 0.2 ? `s${Math.floor(rnd() * 5)}` : `s${Math.floor(rnd() * 40)}-${i}`,
        origin: bundled ? 'bundled' : 'repository',
        priority: Math.floor(rnd() * 3),
      },
      trigger: trigLen > 0,
      cap: null,
      level: 'text' as const,
      nameLen: 2 + Math.floor(rnd() * 30),
      descLen,
      trigLen,
    };
  });
  const bundled = (w: Work) => Number(w.e.origin === 'bundled');
  works.sort((a, b) => bundled(b) - bundled(a) || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0));
  works.forEach((w, at) => {
    w.at = at;
  });
  return works;
}

const profileOf = (overflow: 'omit' | 'name-only', minDescChars: number) =>
  ({ listing: { overflow, minDescChars } }) as unknown as ListedRuntime;

describe('listing degradation (stages 2 and 3)', () => {
  it('chooses the same levels and caps as summing every entry per trial', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const rnd = random(seed);
      const overflow = rnd() < 0.5 ? 'omit' : 'name-only';
      const profile = profileOf(overflow, rnd() < 0.1 ? 0 : Math.floor(rnd() * 60));
      const maxDesc = rnd() < 0.3 ? null : 50 + Math.floor(rnd() * 1500);
      const works = catalogue(rnd, rnd() < 0.5);
      const twin = works.map((w) => ({ ...w }));
      const chars = Math.floor(rnd() * works.length * 200);
      const rest = works.filter((w) => w.e.origin !== 'bundled');
      const twinRest = twin.filter((w) => w.e.origin !== 'bundled');
      capAndDrop(profile, rest, new Costs(works, maxDesc), chars);
      oracle(profile, twinRest, new Costs(twin, maxDesc), chars);
      const view = (ws: Work[]) => ws.map((w) => `${w.e.name}:${w.level}:${w.cap}`);
      expect(view(works), `seed ${seed}`).toEqual(view(twin));
    }
  });

  it('drops the longest descriptions to names when no cap of at least the floor fits', () => {
    const works: Work[] = [300, 20, 10].map((descLen, i) => ({
      at: i,
      e: { name: `skill-${i}`, origin: 'repository', priority: 0 },
      trigger: false,
      cap: null,
      level: 'text',
      nameLen: 7,
      descLen,
      trigLen: 0,
    }));
    // Names (7 + 4 each) + texts capped at the floor (20, 20, 10) + 2 line breaks = 78 > 70; dropping the
    // longest to its name (7 + 2) leaves 63.
    capAndDrop(profileOf('name-only', 20), works, new Costs(works, 1024), 70);
    expect(works.map((w) => w.level)).toEqual(['name-only', 'text', 'text']);
    expect(works[1]!.cap).toBeGreaterThanOrEqual(20);
  });
});

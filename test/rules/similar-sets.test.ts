import { describe, expect, it } from 'vitest';
import { jaccard, RIVAL_THRESHOLD } from '../../src/rules/skill-conflict.js';
import { similarPairs } from '../../src/rules/support/similar-sets.js';

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

describe('similar word sets', () => {
  it('finds every pair at or above the threshold, in the order comparing every pair gives', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rnd = random(seed);
      // Sets drawn from a small common vocabulary plus words of their own (most words of a real catalogue
      // occur in one description only), and copies with a word or two changed.
      const items: Array<{ id: number; w: Set<string> }> = [];
      const n = 2 + Math.floor(rnd() * 40);
      for (let i = 0; i < n; i++) {
        const w = new Set<string>();
        if (items.length && rnd() < 0.3) {
          for (const x of items[Math.floor(rnd() * items.length)]!.w) if (rnd() < 0.85) w.add(x);
        }
        const size = 5 + Math.floor(rnd() * 8);
        while (w.size < size) w.add(rnd() < 0.6 ? `c${Math.floor(rnd() * 15)}` : `own${i}-${w.size}`);
        items.push({ id: i, w });
      }
      const want: string[] = [];
      for (let i = 0; i < n; i++)
        for (let j = 0; j < i; j++) {
          const sim = jaccard(items[j]!.w, items[i]!.w);
          if (sim >= RIVAL_THRESHOLD) want.push(`${j}-${i}:${sim}`);
        }
      const got = similarPairs(items, RIVAL_THRESHOLD).map(([a, b, sim]) => `${a.id}-${b.id}:${sim}`);
      expect(got, `seed ${seed}`).toEqual(want);
    }
  });
});

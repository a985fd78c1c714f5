import { describe, expect, it } from 'vitest';
import {
  type EntryResult,
  type ListingEntry,
  type ListingResult,
  listingProfile,
  simulateCatalogues,
  simulateListing,
} from '../../src/discovery/listing.js';
import type { ListedRuntime } from '../../src/discovery/runtimes/index.js';

/**
 * The simulation from shared parts and prefix sums must give every catalogue exactly what the plain
 * simulation gives it: sort the catalogue, drop hints longest first while the total is over, then try
 * (k dropped, common cap) pairs by applying them and summing every entry. The oracle below is that plain
 * simulation, run on random catalogues that share a random base.
 */

const SEP = ' - ';
const cps = (s: string) => Array.from(s);
const cut = (text: string, cap: number | null) =>
  cap === null || cps(text).length <= cap
    ? text
    : `${cps(text)
        .slice(0, Math.max(0, cap - 1))
        .join('')}…`;

interface Plain {
  e: ListingEntry;
  at: number;
  trigger: boolean;
  level: 'text' | 'name-only' | 'omitted';
  cap: number | null;
}

/** What one entry costs and shows at its level and cap (the text cut to the per-entry cap, then to `cap`). */
function lineOf(w: Plain, maxDesc: number | null, triggerField: boolean): string {
  if (w.level === 'omitted') return '';
  if (w.level === 'name-only') return `- ${w.e.name}`;
  const full =
    w.trigger && triggerField && w.e.whenToUse ? `${w.e.description}${SEP}${w.e.whenToUse}` : w.e.description;
  const capped = cut(full, maxDesc);
  const text = w.cap !== maxDesc ? cut(capped, w.cap) : capped;
  return text ? `- ${w.e.name}: ${text}` : `- ${w.e.name}`;
}

function oracle(profile: ListedRuntime, entries: ListingEntry[], chars: number, maxDesc: number | null) {
  const { triggerField, minDescChars, overflow } = profile.listing;
  const byName = (a: ListingEntry, b: ListingEntry) =>
    Number(b.origin === 'bundled') - Number(a.origin === 'bundled') ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const works: Plain[] = [...entries].sort(byName).map((e, at) => ({
    e,
    at,
    trigger: triggerField && !!e.whenToUse,
    level: 'text' as const,
    cap: maxDesc,
  }));
  const total = () => {
    const lines = works.map((w) => lineOf(w, maxDesc, triggerField)).filter((l) => l !== '');
    return lines.reduce((s, l) => s + cps(l).length, 0) + Math.max(0, lines.length - 1);
  };
  const needed = total();
  const rest = works.filter((w) => w.e.origin !== 'bundled');
  const trigLen = (w: Plain) => cps(w.e.whenToUse ?? '').length;
  for (const w of rest.filter((x) => x.trigger).sort((a, b) => trigLen(b) - trigLen(a) || a.at - b.at)) {
    if (total() <= chars) break;
    w.trigger = false;
  }
  if (total() > chars) {
    const desc = (w: Plain) => cps(w.e.description).length;
    const order =
      overflow === 'omit'
        ? [...rest].sort((a, b) => a.e.priority - b.e.priority || desc(b) - desc(a) || a.at - b.at)
        : [...rest].sort((a, b) => desc(b) - desc(a) || a.at - b.at);
    let longest = minDescChars;
    for (const w of rest)
      longest = Math.max(longest, maxDesc === null ? desc(w) : Math.min(desc(w), maxDesc));
    const apply = (k: number, cap: number) =>
      order.forEach((w, i) => {
        w.level = i < k ? (overflow === 'omit' ? 'omitted' : 'name-only') : 'text';
        w.cap = Math.min(cap, maxDesc ?? cap);
      });
    const fits = (k: number, cap: number) => {
      apply(k, cap);
      return total() <= chars;
    };
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (fits(mid, minDescChars)) hi = mid;
      else lo = mid + 1;
    }
    if (!fits(lo, minDescChars)) apply(order.length, minDescChars);
    else {
      let a = minDescChars;
      let b = longest;
      while (a < b) {
        const mid = (a + b + 1) >> 1;
        if (fits(lo, mid)) a = mid;
        else b = mid - 1;
      }
      apply(lo, a);
    }
  }
  const used = total();
  return {
    needed,
    used,
    lines: works.map((w) => `${w.e.name}:${w.level}:${lineOf(w, maxDesc, triggerField)}`),
  };
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

/** Random entries; with `ties`, lengths come from a few values, so orders and cuts meet equal ones. */
function entries(rnd: () => number, n: number, prefix: string, ties: boolean): ListingEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const bundled = rnd() < 0.1;
    const long = rnd() < 0.2 ? 600 : 120;
    const length = ties ? [0, 15, 40, 90][Math.floor(rnd() * 4)]! : Math.floor(rnd() * long);
    const whenToUse = rnd() < 0.3 ? 'w'.repeat(ties ? 20 : 1 + Math.floor(rnd() * 80)) : undefined;
    return {
      // Some names repeat across the parts (a plugin's skill named like a repository skill), most do not.
      name: rnd() < 0.2 ? `s${Math.floor(rnd() * 5)}` : `${prefix}${Math.floor(rnd() * 40)}-${i}`,
      description: rnd() < 0.1 ? '' : 'd'.repeat(length) + (rnd() < 0.1 ? '😀' : ''),
      ...(whenToUse ? { whenToUse } : {}),
      origin: bundled ? 'bundled' : 'repository',
      priority: Math.floor(rnd() * 3),
    };
  });
}

const view = (r: ListingResult) =>
  r.entries.map(
    (e: EntryResult) =>
      `${e.entry.name}:${e.state === 'omitted' || e.state === 'name-only' ? e.state : 'text'}:${e.shown}`,
  );

describe('listing simulation from a shared part', () => {
  it('gives every catalogue what the plain simulation gives it', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const rnd = random(seed);
      const ties = seed % 2 === 0;
      const profile = listingProfile(rnd() < 0.5 ? 'codex' : 'claude-code')!;
      const maxDesc = rnd() < 0.3 ? null : 20 + Math.floor(rnd() * 400);
      const shared = entries(rnd, Math.floor(rnd() * 40), 'b', ties);
      const own = Array.from({ length: 1 + Math.floor(rnd() * 4) }, (_, p) =>
        entries(rnd, Math.floor(rnd() * 8), `p${p}`, ties),
      );
      const chars = Math.floor(rnd() * (shared.length + 8) * 120);
      const results = simulateCatalogues(
        profile,
        { chars, basis: 'test', maxDescChars: maxDesc },
        shared,
        own,
      );
      own.forEach((mine, i) => {
        const want = oracle(profile, [...shared, ...mine], chars, maxDesc);
        const got = results[i]!;
        expect(view(got), `seed ${seed} catalogue ${i}`).toEqual(want.lines);
        expect([got.needed, got.used], `seed ${seed} catalogue ${i}`).toEqual([want.needed, want.used]);
        expect(got.text).toBe(
          want.lines
            .map((l) => l.slice(l.indexOf(':', l.indexOf(':') + 1) + 1))
            .filter((l) => l !== '')
            .join('\n'),
        );
      });
    }
  });

  it('drops the longest descriptions to names when no cap of at least the floor fits', () => {
    const claude = listingProfile('claude-code')!;
    const floor = claude.listing.minDescChars;
    const skill = (name: string, d: number): ListingEntry => ({
      name,
      description: 'd'.repeat(d),
      origin: 'repository',
      priority: 0,
    });
    // Each line at the floor: "- s-N: " + floor characters; the longest description goes to its name first.
    const list = [skill('s-0', 300), skill('s-1', floor), skill('s-2', floor)];
    const atFloor = 3 * (7 + floor) + 2;
    const r = simulateListing(claude, list, { chars: atFloor - 1, basis: 'test', maxDescChars: 1024 });
    expect(r.entries.map((e) => e.state)).toEqual(['name-only', 'full', 'full']);
  });
});

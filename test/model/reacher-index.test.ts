import { describe, expect, it } from 'vitest';
import { Closure, ReacherIndex } from '../../src/model/closure.js';
import type { FileIds } from '../../src/model/file-ids.js';

/** A seeded sequence, so the case is the same on every run. */
function* numbers(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

const ids = { pathOf: (id: number) => `f${id}` } as unknown as FileIds;
/** Two paths per real file (a file and a link to it): ids 2r and 2r + 1 are real r. */
const realIdOf = (id: number) => id >> 1;

/**
 * Closures of distinct real files each, as the walks build them (a closure holds a real file once): real
 * files `start + k * stride` (mod `reals`) for a stride prime to `reals`, each by one of its two paths.
 */
function closures(count: number, reals: number, sizes: () => number, rand: Iterator<number>): Closure[] {
  const stride = reals % 7 === 0 ? 11 : 7;
  const out: Closure[] = [];
  for (let c = 0; c < count; c++) {
    const size = Math.min(reals, sizes());
    const start = rand.next().value % reals;
    const pathIds = Array.from(
      { length: size },
      (_, k) => 2 * ((start + k * stride) % reals) + ((rand.next().value >> 8) % 2),
    );
    const [first, ...rest] = pathIds;
    const closure = new Closure(`f${first}`, first!, ids);
    for (const id of rest) closure.add(id, 0, -1);
    closure.trim();
    out.push(closure);
  }
  return out;
}

/** The pairs each real file is reached by, by brute force: closure order, then member order. */
function expected(all: Closure[], reals: number): Array<Array<[number, number]>> {
  const lists = Array.from({ length: reals }, () => [] as Array<[number, number]>);
  all.forEach((c, ci) => {
    for (let m = 0; m < c.size; m++) lists[realIdOf(c.idAt(m))]!.push([ci, m]);
  });
  return lists;
}

describe('ReacherIndex', () => {
  it('lists the pairs reaching each real file in closure order, and the first path met of each', () => {
    const reals = 60;
    const rand = numbers(7);
    const all = closures(300, reals, () => 1 + (rand.next().value % 12), rand);
    const index = new ReacherIndex(reals, all, realIdOf);
    const want = expected(all, reals);
    expect(want.map((_, r) => index.of(r))).toEqual(want);
    expect(index.of(reals + 3)).toEqual([]);
    expect(index.of(-1)).toEqual([]);
    // First met: in closure order, then member order; each real file once.
    const firsts: string[] = [];
    const seen = new Set<number>();
    for (const c of all)
      for (let m = 0; m < c.size; m++)
        if (!seen.has(realIdOf(c.idAt(m)))) {
          seen.add(realIdOf(c.idAt(m)));
          firsts.push(c.pathAt(m));
        }
    expect(index.reached).toEqual(firsts);
  });

  it('keeps member positions past 16 bits when a closure is that large', () => {
    const reals = 70_000;
    const rand = numbers(11);
    const all = closures(3, reals, () => 66_000, rand);
    const index = new ReacherIndex(reals, all, realIdOf);
    const want = expected(all, reals);
    const sample = [0, 1, 777, 65_535, 65_536, 69_999];
    expect(sample.map((r) => index.of(r))).toEqual(sample.map((r) => want[r]));
    expect(want.flat().reduce((n, [, m]) => Math.max(n, m), 0)).toBeGreaterThan(0xffff);
    for (let r = 0; r < reals; r += 97) expect(index.of(r)).toEqual(want[r]);
  });
});

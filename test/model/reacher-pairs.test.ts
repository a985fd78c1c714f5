import { describe, expect, it } from 'vitest';
import { ReacherPairs } from '../../src/model/closure.js';

/** A seeded sequence, so the case is the same on every run. */
function* numbers(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

describe('ReacherPairs', () => {
  it.each([
    ['grown by doubling', undefined],
    ['allocated at the exact size', 2400],
  ])('answers the same lists, in the order added, before and after sealing them (%s)', (_, size) => {
    const reals = 50;
    const pairs = new ReacherPairs(reals, size);
    const expected = Array.from({ length: reals }, () => [] as Array<[number, number]>);
    const firsts: boolean[] = [];
    const rand = numbers(7);
    // Past the pool's first 1,024 slots, so growing is part of the case.
    for (let closure = 0; closure < 300; closure++) {
      for (let member = 0; member < 8; member++) {
        const real = rand.next().value % reals;
        firsts.push(pairs.add(real, closure, member));
        expected[real]!.push([closure, member]);
      }
    }
    expect(firsts.filter(Boolean)).toHaveLength(expected.filter((l) => l.length > 0).length);
    const before = expected.map((_, r) => pairs.of(r));
    expect(before).toEqual(expected);
    pairs.seal();
    expect(expected.map((_, r) => pairs.of(r))).toEqual(expected);
    expect(pairs.of(reals + 3)).toEqual([]);
    expect(() => pairs.add(0, 1, 1)).toThrow(/after seal/);
  });
});

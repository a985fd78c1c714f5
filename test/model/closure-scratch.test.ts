import { describe, expect, it } from 'vitest';
import { Closure, ClosureScratch, StepTable } from '../../src/model/closure.js';
import type { FileIds } from '../../src/model/file-ids.js';

/** Paths by id without a file store: `f<id>`. */
const ids = { pathOf: (id: number) => `f${id}` } as unknown as FileIds;

const steps = new StepTable();

/** Builds a closure of `n` members in a chain (each reached from the one before) on `scratch`. */
function chain(entry: number, n: number, scratch: ClosureScratch): Closure {
  const c = new Closure(`f${entry}`, entry, ids, steps, scratch);
  for (let i = 1; i < n; i++)
    c.add(entry + i, i - 1, steps.add({ path: `f${entry + i - 1}`, message: `step ${i}` }));
  return c;
}

const membersOf = (c: Closure) => Array.from({ length: c.size }, (_, i) => [c.pathAt(i), c.depthAt(i)]);

describe('closures built in a shared scratch', () => {
  it('keep their members after trimming while the next closure grows in the same scratch', () => {
    const scratch = new ClosureScratch(4);
    const first = chain(100, 50, scratch);
    first.trim();
    const firstMembers = membersOf(first);
    // The second closure overwrites the scratch and makes it grow past the first's size.
    const second = chain(500, 300, scratch);
    second.trim();
    expect(membersOf(first)).toEqual(firstMembers);
    expect(first.pathAt(49)).toBe('f149');
    expect(first.depthAt(49)).toBe(49);
    expect(first.chainAt(3).map((l) => l.path)).toEqual(['f100', 'f101', 'f102', 'f103']);
    expect(first.chainAt(3).map((l) => l.message)).toEqual(['step 1', 'step 2', 'step 3', undefined]);
    expect(second.pathAt(299)).toBe('f799');
    expect(second.get('f650')?.depth).toBe(150);
  });

  it('keeps file ids, parents and steps that do not fit 16 bits once trimmed', () => {
    const scratch = new ClosureScratch(4);
    // Ids past 65,535 and a chain of 40,000 members: parents past 32,767.
    const wide = chain(70_000, 40_000, scratch);
    wide.trim();
    expect(wide.pathAt(0)).toBe('f70000');
    expect(wide.pathAt(39_999)).toBe('f109999');
    const deep = wide.chainAt(39_999);
    expect(deep).toHaveLength(40_000);
    expect(deep[39_998]).toEqual({ path: 'f109998', message: 'step 39999' });
    expect(wide.depthAt(39_999)).toBe(255);
    // A small closure after it still reads back exactly (16 bits, the entry's parent -1 kept signed).
    const small = chain(3, 3, scratch);
    small.trim();
    expect(small.chainAt(2).map((l) => l.path)).toEqual(['f3', 'f4', 'f5']);
  });

  it('refuses a second closure while the first is still being built in the scratch', () => {
    const scratch = new ClosureScratch(4);
    chain(0, 10, scratch);
    expect(() => new Closure('f99', 99, ids, steps, scratch)).toThrow(/in use/);
  });

  it('refuses to grow a trimmed closure into the scratch another closure now uses', () => {
    const scratch = new ClosureScratch(4);
    const first = chain(0, 3, scratch);
    first.trim();
    chain(10, 2, scratch);
    expect(() => first.add(7, 0, -1)).toThrow(/another closure/);
  });
});

import { describe, expect, it } from 'vitest';
import { PriorityQueue } from '../../src/model/fact-queue.js';

describe('a fact worker queue', () => {
  it('gives soon items before later ones, each kind in arrival order', () => {
    const q = new PriorityQueue<string>();
    q.push('l1', false);
    q.push('s1', true);
    q.push('l2', false);
    expect(q.take()).toBe('s1');
    q.push('s2', true);
    expect([q.take(), q.take(), q.take(), q.take()]).toEqual(['s2', 'l1', 'l2', undefined]);
  });

  it('keeps answering items pushed after it ran dry, of either kind', () => {
    const q = new PriorityQueue<string>();
    q.push('a', false);
    expect(q.take()).toBe('a');
    // Asked again while empty (the worker schedules one more turn after each job).
    expect(q.take()).toBeUndefined();
    expect(q.take()).toBeUndefined();
    q.push('b', false);
    expect(q.take()).toBe('b');
    expect(q.take()).toBeUndefined();
    q.push('c', true);
    q.push('d', false);
    expect([q.take(), q.take(), q.take()]).toEqual(['c', 'd', undefined]);
  });
});

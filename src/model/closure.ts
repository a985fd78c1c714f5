import type { Location } from '../findings.js';
import type { Reach } from './graph.js';

/**
 * One entry point's closure, stored as parallel arrays: each member's path, the member it was reached
 * from, its depth and the step that leads to it. The closures of a large tree hold millions of (entry,
 * file) pairs (2.6 M on 10,000 skills): an object and a map entry per pair cost about 110 bytes and
 * most of the collector's time, these arrays about 21. A member's `Reach` (with its chain) is built when
 * asked for; the path index behind `get`/`has` is built on first use (most readers only iterate).
 */
export class Closure {
  private paths: string[] = [];
  private parents = new Int32Array(16);
  /** Depths fit a byte: the reference depth limit is at most 64 hops. */
  private depths = new Uint8Array(16);
  private steps: Array<Location | undefined> = [];
  private count = 0;
  private index: Map<string, number> | undefined;

  constructor(readonly entry: string) {
    this.add(entry, -1, undefined);
  }

  /** Adds a member reached from member `parent` by `step` (the entry has neither); returns its position. */
  add(path: string, parent: number, step: Location | undefined): number {
    const at = this.count++;
    if (at === this.parents.length) {
      this.parents = grown(this.parents, new Int32Array(at * 2));
      this.depths = grown(this.depths, new Uint8Array(at * 2));
    }
    this.paths.push(path);
    this.parents[at] = parent;
    this.depths[at] = parent < 0 ? 0 : Math.min(255, this.depths[parent]! + 1);
    this.steps.push(step);
    this.index?.set(path, at);
    return at;
  }

  /** Drops the room kept for growth once the walk is done (closures live until the scan ends). */
  trim(): void {
    this.parents = this.parents.slice(0, this.count);
    this.depths = this.depths.slice(0, this.count);
    this.paths = this.paths.slice();
    this.steps = this.steps.slice();
  }

  get size(): number {
    return this.count;
  }

  pathAt(at: number): string {
    return this.paths[at]!;
  }

  depthAt(at: number): number {
    return this.depths[at]!;
  }

  /** Entry first, the member last; each step located at the reference that leads on. */
  chainAt(at: number): Location[] {
    const steps: Location[] = [];
    for (let i = at; i >= 0; i = this.parents[i]!) {
      const step = this.steps[i];
      if (step) steps.push(step);
    }
    steps.reverse();
    steps.push({ path: this.paths[at]! });
    return steps;
  }

  /** The chain a member would have if `step` led from it to `path` (a chain cut at the depth limit). */
  chainThrough(at: number, step: Location, path: string): Location[] {
    const chain = this.chainAt(at);
    chain.pop();
    chain.push(step, { path });
    return chain;
  }

  reachAt(at: number): Reach {
    return new MemberReach(this, at);
  }

  has(path: string): boolean {
    return this.indexOf(path) !== undefined;
  }

  get(path: string): Reach | undefined {
    const at = this.indexOf(path);
    return at === undefined ? undefined : this.reachAt(at);
  }

  keys(): IterableIterator<string> {
    return this.paths.values();
  }

  *values(): IterableIterator<Reach> {
    for (let i = 0; i < this.paths.length; i++) yield this.reachAt(i);
  }

  *entries(): IterableIterator<[string, Reach]> {
    for (let i = 0; i < this.paths.length; i++) yield [this.paths[i]!, this.reachAt(i)];
  }

  [Symbol.iterator](): IterableIterator<[string, Reach]> {
    return this.entries();
  }

  private indexOf(path: string): number | undefined {
    if (!this.index) {
      const index = new Map<string, number>();
      for (let i = 0; i < this.paths.length; i++) index.set(this.paths[i]!, i);
      this.index = index;
    }
    return this.index.get(path);
  }
}

function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** A member's place in a closure, read from the closure's arrays. */
class MemberReach implements Reach {
  constructor(
    private readonly closure: Closure,
    private readonly at: number,
  ) {}

  get entry(): string {
    return this.closure.entry;
  }

  get depth(): number {
    return this.closure.depthAt(this.at);
  }

  get chain(): Location[] {
    return this.closure.chainAt(this.at);
  }
}

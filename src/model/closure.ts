import type { Location } from '../findings.js';
import type { FileIds } from './file-ids.js';
import type { Reach } from './graph.js';

/**
 * One entry point's closure, stored as parallel arrays: each member's file id, the member it was reached
 * from, its depth and the number of the step that leads to it. The closures of a large tree hold millions
 * of (entry, file) pairs (2.6 M on 10,000 skills): an object and a map entry per pair cost about 110 bytes
 * and most of the collector's time, these arrays 7 to 13 (paths are file ids: src/model/file-ids.ts,
 * steps are numbered in a `StepTable`). A member's `Reach` (with its chain) is built when asked for; the
 * path index behind `get`/`has` is built on first use (most readers only iterate).
 */
export class Closure {
  // 32 bits while the walk adds members; `trim` keeps each array in 16 bits when its values fit.
  private ids: Members;
  private parents: Members;
  /** Depths fit a byte: the reference depth limit is at most 64 hops. */
  private depths: Uint8Array;
  /** Each member's step as its number in `steps` (-1: none): half a pointer, and nothing to trace. */
  private stepIds: Members;
  private count = 0;
  private index: Map<string, number> | undefined;

  constructor(
    readonly entry: string,
    entryId: number,
    /** Paths and real paths by id (src/model/file-ids.ts). */
    readonly files: FileIds,
    /** The steps members are reached by, shared by the closures of a scan. */
    private readonly steps: StepTable = new StepTable(),
    /** Where the closure grows until `trim` (walks run one after another and share it), else its own. */
    private scratch: ClosureScratch = new ClosureScratch(16),
  ) {
    if (scratch.owner) throw new Error('Closure: the scratch arrays are in use by another closure');
    scratch.owner = this;
    this.ids = scratch.ids;
    this.parents = scratch.parents;
    this.depths = scratch.depths;
    this.stepIds = scratch.stepIds;
    this.add(entryId, -1, -1);
  }

  /**
   * Adds file `id`, reached from member `parent` by step number `step` in the step table (the entry has
   * neither: -1); returns its position.
   */
  add(id: number, parent: number, step: number): number {
    const at = this.count++;
    if (at === this.ids.length) this.grow(at * 2);
    this.ids[at] = id;
    this.parents[at] = parent;
    this.depths[at] = parent < 0 ? 0 : Math.min(255, this.depths[parent]! + 1);
    this.stepIds[at] = step;
    this.index?.set(this.files.pathOf(id), at);
    return at;
  }

  private grow(size: number): void {
    const { scratch } = this;
    if (scratch.owner !== this) throw new Error('Closure: its scratch arrays belong to another closure');
    scratch.ids = this.ids = grown(scratch.ids, new Int32Array(size));
    scratch.parents = this.parents = grown(scratch.parents, new Int32Array(size));
    scratch.depths = this.depths = grown(scratch.depths, new Uint8Array(size));
    scratch.stepIds = this.stepIds = grown(scratch.stepIds, new Int32Array(size));
  }

  /**
   * Copies the members out of the scratch arrays, at their exact size and in 16 bits where the values fit,
   * once the walk is done (closures live until the scan ends). The scratch is then free for the next walk.
   */
  trim(): void {
    const { scratch, count } = this;
    if (scratch.owner !== this) return;
    scratch.owner = undefined;
    this.ids = narrowed(scratch.ids, count);
    this.parents = narrowed(scratch.parents, count);
    this.depths = scratch.depths.slice(0, count);
    this.stepIds = narrowed(scratch.stepIds, count);
  }

  /** The file id of a member. */
  idAt(at: number): number {
    return this.ids[at]!;
  }

  get size(): number {
    return this.count;
  }

  pathAt(at: number): string {
    return this.files.pathOf(this.ids[at]!);
  }

  depthAt(at: number): number {
    return this.depths[at]!;
  }

  /** Entry first, the member last; each step located at the reference that leads on. */
  chainAt(at: number): Location[] {
    const steps: Location[] = [];
    for (let i = at; i >= 0; i = this.parents[i]!) {
      const step = this.stepIds[i]!;
      if (step >= 0) steps.push(this.steps.at(step));
    }
    steps.reverse();
    steps.push({ path: this.pathAt(at) });
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

  *keys(): IterableIterator<string> {
    for (let i = 0; i < this.count; i++) yield this.pathAt(i);
  }

  *values(): IterableIterator<Reach> {
    for (let i = 0; i < this.count; i++) yield this.reachAt(i);
  }

  *entries(): IterableIterator<[string, Reach]> {
    for (let i = 0; i < this.count; i++) yield [this.pathAt(i), this.reachAt(i)];
  }

  [Symbol.iterator](): IterableIterator<[string, Reach]> {
    return this.entries();
  }

  private indexOf(path: string): number | undefined {
    if (!this.index) {
      const index = new Map<string, number>();
      for (let i = 0; i < this.count; i++) index.set(this.pathAt(i), i);
      this.index = index;
    }
    return this.index.get(path);
  }
}

/**
 * The growable arrays a closure is built in. The walks of a scan build one closure at a time and share one
 * scratch, so only the scratch grows by doubling and each closure allocates its arrays once, at their
 * final size (on 10,000 skills the doubling of every closure's own arrays left ~50 MB of discarded
 * buffers for the collector). `owner` is the closure building in it; another closure's growth throws.
 */
export class ClosureScratch {
  ids: Int32Array;
  parents: Int32Array;
  depths: Uint8Array;
  stepIds: Int32Array;
  owner: Closure | undefined;

  constructor(size = 1024) {
    this.ids = new Int32Array(size);
    this.parents = new Int32Array(size);
    this.depths = new Uint8Array(size);
    this.stepIds = new Int32Array(size);
  }
}

/**
 * The steps of a scan's closures, numbered: a closure member names its step by number (2.6 M members on
 * 10,000 skills held an 8-byte pointer each; a number is 4 bytes in the closure's typed arrays).
 */
export class StepTable {
  private readonly steps: Location[] = [];

  /** Numbers a step; the same object added twice gets two numbers (callers add each step once). */
  add(step: Location): number {
    this.steps.push(step);
    return this.steps.length - 1;
  }

  at(id: number): Location {
    const step = this.steps[id];
    if (!step) throw new Error(`StepTable: no step ${id}`);
    return step;
  }
}

/** A closure's per-member numbers: 32-bit while it grows, 16-bit once trimmed when the values fit. */
type Members = Int32Array | Int16Array | Uint16Array;

/**
 * The first `count` values of `from`, in 16 bits when they all fit (unsigned, or signed when one is
 * negative), else 32: file ids below 65,536 and member positions below 32,768 are the common case.
 */
function narrowed(from: Int32Array, count: number): Members {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < count; i++) {
    const v = from[i]!;
    if (v < lo) lo = v;
    else if (v > hi) hi = v;
  }
  const values = from.subarray(0, count);
  let out: Members;
  if (lo >= 0 && hi <= 0xffff) out = new Uint16Array(count);
  else if (lo >= -0x8000 && hi <= 0x7fff) out = new Int16Array(count);
  else return values.slice();
  out.set(values);
  return out;
}

/** `to` holding `from`'s values first. */
function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/**
 * Which real files the current entry's walk has met: one slot per real id holding the number of the
 * walk that met it last, so each walk starts empty without clearing anything.
 */
export class Visits {
  private readonly walkOf: Int32Array;
  private walk = 0;

  constructor(size: number) {
    this.walkOf = new Int32Array(size);
  }

  next(): void {
    this.walk++;
  }

  /** Marks a real id met; false when this walk had met it already. */
  visit(realId: number): boolean {
    if (this.walkOf[realId] === this.walk) return false;
    this.walkOf[realId] = this.walk;
    return true;
  }

  met(realId: number): boolean {
    return this.walkOf[realId] === this.walk;
  }
}

/**
 * The (closure, member) pairs that reach each real file, packed by real id once every closure is walked:
 * each real file's pairs are one run of two typed arrays, in closure order (so sorted by entry, as the
 * closures are). A member index fits 16 bits unless a closure is larger. 6 bytes a pair on 10,000 skills
 * (2.6 M pairs) where per-file linked lists, built while walking, took 12 and a list head and tail per file.
 */
export class ReacherIndex {
  /** Where each real id's run starts; `start[real + 1]` is where it ends. */
  private readonly start: Int32Array;
  private readonly closure: Int32Array;
  private readonly member: Uint16Array | Int32Array;
  /** The first path met of every real file reached, in closure order and then member order. */
  readonly reached: string[] = [];

  constructor(reals: number, closures: readonly Closure[], realIdOf: (id: number) => number) {
    const start = new Int32Array(reals + 1);
    let pairs = 0;
    let wide = false;
    for (const c of closures) {
      if (c.size > 0xffff) wide = true;
      pairs += c.size;
      for (let m = 0; m < c.size; m++) {
        const real = realIdOf(c.idAt(m));
        const before = start[real + 1]!;
        start[real + 1] = before + 1;
        if (before === 0) this.reached.push(c.pathAt(m));
      }
    }
    for (let r = 0; r < reals; r++) start[r + 1] = start[r + 1]! + start[r]!;
    const cursor = start.slice(0, reals);
    this.closure = new Int32Array(pairs);
    this.member = wide ? new Int32Array(pairs) : new Uint16Array(pairs);
    for (let c = 0; c < closures.length; c++) {
      const closure = closures[c]!;
      for (let m = 0; m < closure.size; m++) {
        const real = realIdOf(closure.idAt(m));
        const at = cursor[real]!;
        cursor[real] = at + 1;
        this.closure[at] = c;
        this.member[at] = m;
      }
    }
    this.start = start;
  }

  /** The (closure, member) pairs reaching real id `real`, in closure order; none for an unknown id. */
  of(real: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    if (!(real >= 0 && real < this.start.length - 1)) return out;
    for (let i = this.start[real]!; i < this.start[real + 1]!; i++)
      out.push([this.closure[i]!, this.member[i]!]);
    return out;
  }
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

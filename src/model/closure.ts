import type { Location } from '../findings.js';
import type { FileIds } from './file-ids.js';
import type { Reach } from './graph.js';

/**
 * One entry point's closure, stored as parallel arrays: each member's file id, the member it was reached
 * from, its depth and the step that leads to it. The closures of a large tree hold millions of (entry,
 * file) pairs (2.6 M on 10,000 skills): an object and a map entry per pair cost about 110 bytes and most
 * of the collector's time, these arrays about 17 (paths are file ids: src/model/file-ids.ts). A member's
 * `Reach` (with its chain) is built when asked for; the path index behind `get`/`has` is built on first
 * use (most readers only iterate).
 */
export class Closure {
  private ids: Int32Array;
  private parents: Int32Array;
  /** Depths fit a byte: the reference depth limit is at most 64 hops. */
  private depths: Uint8Array;
  /** Each member's step as its number in `steps` (-1: none): half a pointer, and nothing to trace. */
  private stepIds: Int32Array;
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
    scratch.ids = this.ids = grown(this.ids, new Int32Array(size));
    scratch.parents = this.parents = grown(this.parents, new Int32Array(size));
    scratch.depths = this.depths = grown(this.depths, new Uint8Array(size));
    scratch.stepIds = this.stepIds = grown(this.stepIds, new Int32Array(size));
  }

  /**
   * Copies the members out of the scratch arrays, at their exact size, once the walk is done (closures
   * live until the scan ends). The scratch is then free for the next walk.
   */
  trim(): void {
    if (this.scratch.owner !== this) return;
    this.scratch.owner = undefined;
    this.ids = this.ids.slice(0, this.count);
    this.parents = this.parents.slice(0, this.count);
    this.depths = this.depths.slice(0, this.count);
    this.stepIds = this.stepIds.slice(0, this.count);
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
 * The (closure, member) pairs that reach each real file, in the order added, as linked lists in one
 * typed pool (12 bytes a pair; Reach objects are built only when asked). Given the number of pairs, the
 * pool is allocated once at that size; else it grows by doubling and `seal` drops the spare room once
 * every pair is added (up to 18 MB on 10,000 skills). Packing the lists
 * by real id instead (8 bytes a pair) cost 0.5 s of pointer chasing on that tree for 10 MB more.
 */
export class ReacherPairs {
  private closure: Int32Array;
  private member: Int32Array;
  private next: Int32Array;
  private count = 0;
  private readonly head: Int32Array;
  private tail: Int32Array;
  private sealed = false;

  constructor(reals: number, pairs = 1024) {
    this.closure = new Int32Array(pairs);
    this.member = new Int32Array(pairs);
    this.next = new Int32Array(pairs);
    this.head = new Int32Array(reals).fill(-1);
    this.tail = new Int32Array(reals).fill(-1);
  }

  /** Appends a pair to real id `real`'s list; true when it is the first. */
  add(real: number, closure: number, member: number): boolean {
    if (this.sealed) throw new Error('ReacherPairs: add after seal');
    const at = this.count++;
    if (at === this.next.length) {
      this.closure = grown(this.closure, new Int32Array(at * 2));
      this.member = grown(this.member, new Int32Array(at * 2));
      this.next = grown(this.next, new Int32Array(at * 2));
    }
    this.closure[at] = closure;
    this.member[at] = member;
    this.next[at] = -1;
    const first = this.head[real] === -1;
    if (first) this.head[real] = at;
    else this.next[this.tail[real]!] = at;
    this.tail[real] = at;
    return first;
  }

  /** Drops the room kept for growth, and the list tails, once every pair is added. */
  seal(): void {
    if (this.sealed) return;
    this.sealed = true;
    this.tail = new Int32Array(0);
    if (this.count === this.next.length) return;
    this.closure = this.closure.slice(0, this.count);
    this.member = this.member.slice(0, this.count);
    this.next = this.next.slice(0, this.count);
  }

  of(real: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let i = this.head[real] ?? -1; i >= 0; i = this.next[i]!)
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

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
export declare class Closure {
    readonly entry: string;
    /** Paths and real paths by id (src/model/file-ids.ts). */
    readonly files: FileIds;
    /** Where the closure grows until `trim` (walks run one after another and share it), else its own. */
    private scratch;
    private ids;
    private parents;
    /** Depths fit a byte: the reference depth limit is at most 64 hops. */
    private depths;
    private steps;
    private count;
    private index;
    constructor(entry: string, entryId: number, 
    /** Paths and real paths by id (src/model/file-ids.ts). */
    files: FileIds, 
    /** Where the closure grows until `trim` (walks run one after another and share it), else its own. */
    scratch?: ClosureScratch);
    /** Adds file `id`, reached from member `parent` by `step` (the entry has neither); returns its position. */
    add(id: number, parent: number, step: Location | undefined): number;
    private grow;
    /**
     * Copies the members out of the scratch arrays, at their exact size, once the walk is done (closures
     * live until the scan ends). The scratch is then free for the next walk.
     */
    trim(): void;
    /** The file id of a member. */
    idAt(at: number): number;
    get size(): number;
    pathAt(at: number): string;
    depthAt(at: number): number;
    /** Entry first, the member last; each step located at the reference that leads on. */
    chainAt(at: number): Location[];
    /** The chain a member would have if `step` led from it to `path` (a chain cut at the depth limit). */
    chainThrough(at: number, step: Location, path: string): Location[];
    reachAt(at: number): Reach;
    has(path: string): boolean;
    get(path: string): Reach | undefined;
    keys(): IterableIterator<string>;
    values(): IterableIterator<Reach>;
    entries(): IterableIterator<[string, Reach]>;
    [Symbol.iterator](): IterableIterator<[string, Reach]>;
    private indexOf;
}
/**
 * The growable arrays a closure is built in. The walks of a scan build one closure at a time and share one
 * scratch, so only the scratch grows by doubling and each closure allocates its arrays once, at their
 * final size (on 10,000 skills the doubling of every closure's own arrays left ~50 MB of discarded
 * buffers for the collector). `owner` is the closure building in it; another closure's growth throws.
 */
export declare class ClosureScratch {
    ids: Int32Array;
    parents: Int32Array;
    depths: Uint8Array;
    owner: Closure | undefined;
    constructor(size?: number);
}
/**
 * Which real files the current entry's walk has met: one slot per real id holding the number of the
 * walk that met it last, so each walk starts empty without clearing anything.
 */
export declare class Visits {
    private readonly walkOf;
    private walk;
    constructor(size: number);
    next(): void;
    /** Marks a real id met; false when this walk had met it already. */
    visit(realId: number): boolean;
    met(realId: number): boolean;
}
/**
 * The (closure, member) pairs that reach each real file, in the order added, as linked lists in one
 * typed pool (12 bytes a pair; Reach objects are built only when asked). Given the number of pairs, the
 * pool is allocated once at that size; else it grows by doubling and `seal` drops the spare room once
 * every pair is added (up to 18 MB on 10,000 skills). Packing the lists
 * by real id instead (8 bytes a pair) cost 0.5 s of pointer chasing on that tree for 10 MB more.
 */
export declare class ReacherPairs {
    private closure;
    private member;
    private next;
    private count;
    private readonly head;
    private tail;
    private sealed;
    constructor(reals: number, pairs?: number);
    /** Appends a pair to real id `real`'s list; true when it is the first. */
    add(real: number, closure: number, member: number): boolean;
    /** Drops the room kept for growth, and the list tails, once every pair is added. */
    seal(): void;
    of(real: number): Array<[number, number]>;
}

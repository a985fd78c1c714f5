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
export declare class Closure {
    readonly entry: string;
    /** Paths and real paths by id (src/model/file-ids.ts). */
    readonly files: FileIds;
    /** The steps members are reached by, shared by the closures of a scan. */
    private readonly steps;
    /** Where the closure grows until `trim` (walks run one after another and share it), else its own. */
    private scratch;
    private ids;
    private parents;
    /** Depths fit a byte: the reference depth limit is at most 64 hops. */
    private depths;
    /** Each member's step as its number in `steps` (-1: none): half a pointer, and nothing to trace. */
    private stepIds;
    private count;
    private index;
    constructor(entry: string, entryId: number, 
    /** Paths and real paths by id (src/model/file-ids.ts). */
    files: FileIds, 
    /** The steps members are reached by, shared by the closures of a scan. */
    steps?: StepTable, 
    /** Where the closure grows until `trim` (walks run one after another and share it), else its own. */
    scratch?: ClosureScratch);
    /**
     * Adds file `id`, reached from member `parent` by step number `step` in the step table (the entry has
     * neither: -1); returns its position.
     */
    add(id: number, parent: number, step: number): number;
    private grow;
    /**
     * Copies the members out of the scratch arrays, at their exact size and in 16 bits where the values fit,
     * once the walk is done (closures live until the scan ends). The scratch is then free for the next walk.
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
    stepIds: Int32Array;
    owner: Closure | undefined;
    constructor(size?: number);
}
/**
 * The steps of a scan's closures, numbered: a closure member names its step by number (2.6 M members on
 * 10,000 skills held an 8-byte pointer each; a number is 4 bytes in the closure's typed arrays).
 */
export declare class StepTable {
    private readonly steps;
    /** Numbers a step; the same object added twice gets two numbers (callers add each step once). */
    add(step: Location): number;
    at(id: number): Location;
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
 * The (closure, member) pairs that reach each real file, packed by real id once every closure is walked:
 * each real file's pairs are one run of two typed arrays, in closure order (so sorted by entry, as the
 * closures are). A member index fits 16 bits unless a closure is larger. 6 bytes a pair on 10,000 skills
 * (2.6 M pairs) where per-file linked lists, built while walking, took 12 and a list head and tail per file.
 */
export declare class ReacherIndex {
    /** Where each real id's run starts; `start[real + 1]` is where it ends. */
    private readonly start;
    private readonly closure;
    private readonly member;
    /** The first path met of every real file reached, in closure order and then member order. */
    readonly reached: string[];
    constructor(reals: number, closures: readonly Closure[], realIdOf: (id: number) => number);
    /** The (closure, member) pairs reaching real id `real`, in closure order; none for an unknown id. */
    of(real: number): Array<[number, number]>;
}

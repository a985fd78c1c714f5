import type { Location } from '../findings.js';
import type { Reach } from './graph.js';
/**
 * One entry point's closure, stored as parallel arrays: each member's path, the member it was reached
 * from, its depth and the step that leads to it. The closures of a large tree hold millions of (entry,
 * file) pairs (2.6 M on 10,000 skills): an object and a map entry per pair cost about 110 bytes and
 * most of the collector's time, these arrays about 21. A member's `Reach` (with its chain) is built when
 * asked for; the path index behind `get`/`has` is built on first use (most readers only iterate).
 */
export declare class Closure {
    readonly entry: string;
    private paths;
    private parents;
    /** Depths fit a byte: the reference depth limit is at most 64 hops. */
    private depths;
    private steps;
    private count;
    private index;
    constructor(entry: string);
    /** Adds a member reached from member `parent` by `step` (the entry has neither); returns its position. */
    add(path: string, parent: number, step: Location | undefined): number;
    /** Drops the room kept for growth once the walk is done (closures live until the scan ends). */
    trim(): void;
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

import type { Neighbours } from './closure-walk.js';
import type { FileStore } from './files.js';
import type { Edge, Reach } from './graph.js';
/**
 * One breadth-first pass from every entry point at once over references and skill folders: the fewest
 * hops from any entry to each file, and each file's predecessors. Linear in files and references, where
 * the per-entry closures grow with entries × closure size. It answers two questions without walking
 * every closure: is a file scanned at all (some entry reaches it within the depth limit), and which
 * entries can reach a changed file (a pull-request scan walks only those).
 */
export interface UnionWalk {
    /** Fewest hops from any entry point, by real path; absent when no entry reaches the file. */
    depth: ReadonlyMap<string, number>;
    /** The files with a reference or folder edge to each file (by path). */
    preds: ReadonlyMap<string, readonly string[]>;
}
export declare function unionWalk(entries: readonly string[], files: FileStore, next: Neighbours, 
/** Record predecessors too (a pull-request scan walks them back); a full scan needs the depths only. */
withPreds: boolean): Promise<UnionWalk>;
/**
 * The entry points that can reach one of `changed` (matched by path and by real path), found by walking
 * the union's predecessors back from the changed files: a superset of the entries whose closure holds a
 * changed file (the depth limit is not applied here; the closures decide).
 */
export declare function entriesReaching(union: UnionWalk, entries: readonly string[], changed: ReadonlySet<string>, files: FileStore): Set<string>;
/**
 * The changed paths, plus every file with a reference that no longer resolves to a deleted one (same
 * file name): deleting a file a skill links to changes what that skill's scan reports (a broken
 * reference), though the deleted file is in no closure.
 */
export declare function changedWithDanglers(changed: ReadonlySet<string>, files: FileStore, edges: ReadonlyMap<string, readonly Edge[]>): Set<string>;
/** The entries whose closure holds a changed file (by path or real path). */
export declare function entriesTouching(closures: ReadonlyMap<string, ReadonlyMap<string, Reach>>, changed: ReadonlySet<string>, files: FileStore): Set<string>;

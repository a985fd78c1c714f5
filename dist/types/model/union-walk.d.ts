import type { Neighbours } from './closure-walk.js';
import type { FileStore } from './files.js';
import type { ClosureView } from './graph.js';
/**
 * One breadth-first pass from every entry point at once over references and skill folders: the fewest
 * hops from any entry to each file. Linear in files and references, where the per-entry closures grow
 * with entries × closure size. It answers without walking every closure whether a file is scanned at
 * all (some entry reaches it within the depth limit).
 */
export interface UnionWalk {
    /** Fewest hops from any entry point to the file with this real path; undefined when none reaches it. */
    depth(real: string): number | undefined;
}
export declare function unionWalk(entries: readonly string[], next: Neighbours): Promise<UnionWalk>;
/** The entries whose closure holds a changed file (by path or real path). */
export declare function entriesTouching(closures: ReadonlyMap<string, ClosureView>, changed: ReadonlySet<string>, files: FileStore): Set<string>;

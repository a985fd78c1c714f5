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
/**
 * `queue` is told a frontier's files, a bounded share at a time, before the pass asks for their references
 * in order: asked one by one, each file's facts were extracted while the other thread waited (a Markdown
 * file's in this thread while the fact workers idled: a sixth of the worker's time on the real corpus,
 * whose references leave the skill folders). Queued first, a worker takes some while this thread takes
 * the others.
 */
export declare function unionWalk(entries: readonly string[], next: Neighbours, queue?: (paths: readonly string[]) => void): Promise<UnionWalk>;
/** The entries whose closure holds a changed file (by path or real path). */
export declare function entriesTouching(closures: ReadonlyMap<string, ClosureView>, changed: ReadonlySet<string>, files: FileStore): Set<string>;

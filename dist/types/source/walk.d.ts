import type { SourceTree } from './tree.js';
export interface WalkLimits {
    /** Deepest directory level listed below the root. */
    maxDepth: number;
    /** Files and directories recorded before the walk stops. */
    maxEntries: number;
}
export declare const DEFAULT_WALK_LIMITS: WalkLimits;
export interface IndexedFile {
    /** The path as a runtime reaches it (may go through a symlinked directory). */
    path: string;
    /** The canonical path after resolving links: the identity runtimes dedupe on. */
    real: string;
    /** True when some component of `path` is a symlink. */
    viaLink: boolean;
}
export type WalkProblemKind = 'symlink-outside' | 'symlink-loop' | 'symlink-broken' | 'depth-limit' | 'entry-limit' | 'unlistable' | 'special-file';
export interface WalkProblem {
    kind: WalkProblemKind;
    path: string;
    detail: string;
    /** For a link out of the root: what it points at, as written in the link. */
    target?: string;
}
export interface TreeIndex {
    files: IndexedFile[];
    /** Directory paths (as reached) with their real path. */
    dirs: Map<string, string>;
    problems: WalkProblem[];
}
/**
 * Lists the whole tree once, the way runtimes see it: symlinked directories inside the root are
 * entered (a skill folder may be a link), links out of the root and link loops are recorded as
 * problems and never entered. Every limit hit is recorded, never silently skipped.
 *
 * Breadth-first, one level at a time: the folders of a level are listed concurrently (bounded), and
 * recorded in path order, each as soon as those before it are, so what is counted, cut and reported never
 * depends on I/O timing, and a level's listings are not all held until the last one is in (they outlived
 * young-generation collections and were copied by each: the 10,000-skill tree has levels of 10,000 folders).
 */
export declare function indexTree(source: SourceTree, limits?: WalkLimits): Promise<TreeIndex>;
/**
 * The tree the walk lists: `source`, answered from git's listing where a pull-request scan of a local git
 * work tree has one (`changed` carries it: `ChangedAfterWalk.folders`, set by the CLI's `--changed-since`).
 * Never rejects: without a listing the walk reads every folder.
 */
export declare function walkedSource(source: SourceTree, changed: unknown, 
/** Work for this thread while git has not answered. */
meanwhile?: () => void): Promise<SourceTree>;

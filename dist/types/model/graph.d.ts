import type { EdgeKind } from '../analysis/references.js';
import type { Location, Region } from '../findings.js';
/**
 * The reference graph: which files each entry point (SKILL.md, command, subagent, hooks file, settings
 * file) pulls in, through which references. Rules use `reachers()` to report a finding in a referenced
 * file against every entry point a user installs, with the chain that leads there.
 */
export type { EdgeKind };
export interface Edge {
    from: string;
    /** Root-relative target path, when it resolved inside the root. */
    to?: string;
    /** A URL or a path that left the root or does not exist. */
    raw: string;
    kind: EdgeKind;
    region?: Region;
    status: 'ok' | 'missing' | 'outside-root' | 'remote';
    /** A `tool-config` edge of a task runner's command: the only targets it runs (src/analysis/launch-tools.ts). */
    tasks?: readonly string[];
}
/** A reference chain the walk stopped following at the depth limit. */
export interface DepthCut {
    readonly entry: string;
    /** The file the cut reference leads to (the chain's last path). */
    readonly beyond: string;
    /** Entry first, `beyond` last; built when read (a large tree cuts tens of thousands of long chains). */
    readonly chain: Location[];
}
export interface Reach {
    /** The entry point's path (SKILL.md, hooks.json …). */
    entry: string;
    /** Entry first, the file itself last; each step located at the reference that leads on. */
    chain: Location[];
    depth: number;
}
export interface ReferenceGraph {
    /** Entry point paths, sorted. */
    entries: readonly string[];
    edgesFrom(path: string): readonly Edge[];
    /** Every file reachable from an entry (the entry included), with the shortest chain to each. */
    closure(entry: string): ClosureView;
    /** Every entry whose closure contains `path`, with the chain from that entry. */
    reachers(path: string): readonly Reach[];
    /**
     * Whether some entry point reaches the file within the depth limit, by references or skill folders:
     * then it was scanned, whichever entries this graph lists (a pull-request scan lists only some).
     */
    scanned(path: string): boolean;
    /** In a pull-request scan, how many entry points the repository has (`entries` lists the followed ones). */
    unfocusedEntries?: number;
    /**
     * Every file some listed entry reaches (entries included), once per real file: the first path met, in
     * entry order and then each closure's order. Content rules scan these; the fact prefetch asks for them.
     */
    reached(): readonly string[];
    /** Chains cut at the depth limit. */
    depthCuts: ReadonlyArray<DepthCut>;
    /** The depth limit the graph was built with (hops from an entry). */
    maxDepth?: number;
    /**
     * Programs whose output a launch point feeds into the agent's context (a SessionStart hook's script, a
     * hook answering with `additionalContext`, a `!` line's script), by path: src/model/context-feeds.ts.
     */
    feeders?: ReadonlyMap<string, Feeder>;
    /**
     * Data files (JSON, YAML, TOML) a feeding program loads and prints fields of, by path: only those
     * values reach the context, so the files are in `reachers` (for the chain) but not in any closure
     * (the rest of the file is no text the agent reads): src/model/context-feeds.ts.
     */
    fedData?: ReadonlyMap<string, readonly FedData[]>;
}
/** A program that prints fields of a data file into the agent's context. */
export interface FedData {
    program: string;
    /** The keys whose values it prints, or every value. */
    fields: readonly string[] | 'all';
}
/** A program whose output the agent reads as context. */
export interface Feeder {
    /** The entry that declares the launch point or the `!` line. */
    entry: string;
    /** `stdout`: a SessionStart/UserPromptSubmit hook or a monitor; `channel`: a hook answering in JSON or with exit 2; `dynamic`: a `!` line. */
    how: 'stdout' | 'channel' | 'dynamic';
    /** The hook event, when a hook runs it. */
    event?: string;
}
/** `ReferenceGraph.reached`, from the closures (a graph builder that already knows it answers itself). */
export declare function reachedFiles(graph: Omit<ReferenceGraph, 'reached'>, realOf: (path: string) => string | undefined): string[];
/**
 * One entry's closure as rules read it: the files in the order the walk met them (the entry first), each
 * with its `Reach`. A `Map` is one; the graph's are compact (src/model/closure.ts).
 */
export interface ClosureView {
    readonly size: number;
    has(path: string): boolean;
    get(path: string): Reach | undefined;
    keys(): IterableIterator<string>;
    values(): IterableIterator<Reach>;
    entries(): IterableIterator<[string, Reach]>;
    [Symbol.iterator](): IterableIterator<[string, Reach]>;
}

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
  closure(entry: string): ReadonlyMap<string, Reach>;
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
  depthCuts: ReadonlyArray<{ entry: string; chain: Location[] }>;
  /** The depth limit the graph was built with (hops from an entry). */
  maxDepth?: number;
}

/** `ReferenceGraph.reached`, from the closures (a graph builder that already knows it answers itself). */
export function reachedFiles(
  graph: Omit<ReferenceGraph, 'reached'>,
  realOf: (path: string) => string | undefined,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of graph.entries) {
    for (const path of graph.closure(entry).keys()) {
      const real = realOf(path) ?? path;
      if (seen.has(real)) continue;
      seen.add(real);
      out.push(path);
    }
  }
  return out;
}

/**
 * A file's place in one entry's closure. The chain is rebuilt from the parent links when asked (a
 * finding's evidence, a deep-reference check): closures hold one step per file instead of a whole
 * chain per file (12 M chain locations on the 2,000-skill tree).
 */
export class LinkedReach implements Reach {
  constructor(
    readonly entry: string,
    readonly depth: number,
    private readonly path: string,
    private readonly parent?: LinkedReach,
    /** The reference in the parent's file that leads here. */
    private readonly step?: Location,
  ) {}

  /** Entry first, this file last; each step located at the reference that leads on. */
  get chain(): Location[] {
    const steps: Location[] = [];
    for (let r: LinkedReach | undefined = this; r?.step; r = r.parent) steps.push(r.step);
    steps.reverse();
    steps.push({ path: this.path });
    return steps;
  }
}

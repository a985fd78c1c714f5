import { dirname } from '../analysis/repo-paths.js';
import { cmp, type Location } from '../findings.js';
import type { IndexedFile } from '../source/walk.js';
import { Closure } from './closure.js';
import type { FileStore } from './files.js';
import type { Edge, Reach } from './graph.js';
import type { SkillDoc } from './skill.js';

/**
 * Every entry point's closure: the files it pulls in through resolved references, walked breadth-first
 * so each chain is the shortest one, then the folders of the skills reached (one `skill-folder` hop:
 * runtimes may read or run any file there). Chains longer than `maxDepth` hops are cut and recorded.
 */

export interface WalkInput {
  /** Entry point paths, sorted. */
  entries: readonly string[];
  files: FileStore;
  maxDepth: number;
  /** The document each loaded path belongs to; skills bring their folder. */
  docByPath: ReadonlyMap<string, SkillDoc>;
  /** Every skill folder, to leave a nested skill's files out of its parent's folder. */
  skillDirs: ReadonlySet<string>;
  /** Resolved references from a file, sorted. */
  edgesOf(path: string): Promise<readonly Edge[]>;
  /** Walk only these entry points (a pull-request scan's candidates); all of them when absent. */
  only?: ReadonlySet<string>;
}

export interface WalkResult {
  closures: Map<string, Closure>;
  /** The `skill-folder` edges of each skill entry's own folder. */
  folderEdges: Map<string, Edge[]>;
  depthCuts: Array<{ entry: string; chain: Location[] }>;
  /** Every entry reaching a file, by the file's real path, sorted by entry. */
  reachers(real: string): Reach[];
  /** The first path met of every real file reached, in entry order and then closure order. */
  reached: string[];
}

interface WalkStep {
  to: string;
  real: string;
  step: Location;
}

/** What a walk can step to from each file, built once per file and shared by every entry's walk. */
export class Neighbours {
  private readonly steps = new Map<string, WalkStep[]>();
  private readonly folders = new Map<string, Edge[]>();
  private readonly folderEntries = new Map<string, IndexedFile[]>();

  constructor(private readonly input: WalkInput) {}

  /**
   * Resolved references from a file to files in the tree, with the target's real path and the step a
   * chain records. Synchronous once cached: an await per visited file and entry adds up.
   */
  refs(path: string): WalkStep[] | Promise<WalkStep[]> {
    return this.steps.get(path) ?? this.resolve(path);
  }

  private async resolve(path: string): Promise<WalkStep[]> {
    const out: WalkStep[] = [];
    for (const e of await this.input.edgesOf(path)) {
      if (e.status !== 'ok' || e.to === undefined) continue;
      const f = this.input.files.entry(e.to);
      if (!f) continue;
      out.push({
        to: e.to,
        real: f.real,
        step: { path, ...(e.region ? { region: e.region } : {}), message: e.kind },
      });
    }
    this.steps.set(path, out);
    return out;
  }

  /** The files of a skill's folder other than its SKILL.md, nested skills' files left out. */
  folder(path: string): Edge[] {
    const doc = this.input.docByPath.get(path);
    if (doc?.kind !== 'skill') return [];
    let edges = this.folders.get(path);
    if (!edges) {
      edges = this.folderFiles(path).map((f) => ({
        from: path,
        to: f.path,
        raw: f.path,
        kind: 'skill-folder' as const,
        status: 'ok' as const,
      }));
      this.folders.set(path, edges);
    }
    return edges;
  }

  /** The files `folder(path)` leads to, with their real paths, in the same order. */
  folderFiles(path: string): readonly IndexedFile[] {
    const doc = this.input.docByPath.get(path);
    if (doc?.kind !== 'skill') return [];
    let list = this.folderEntries.get(path);
    if (!list) {
      list = this.input.files
        .filesUnder(doc.dir)
        .filter((f) => f.path !== path && !this.inNestedSkill(f.path, doc.dir));
      this.folderEntries.set(path, list);
    }
    return list;
  }

  /** A file below `dir` that belongs to another skill nested inside it: found by walking up its folders. */
  private inNestedSkill(path: string, dir: string): boolean {
    for (let d = dirname(path); d !== dir && d !== ''; d = dirname(d))
      if (this.input.skillDirs.has(d)) return true;
    return false;
  }
}

/** One entry point's walk. */
class EntryWalk {
  readonly closure: Closure;
  /** Real paths reached: a file seen through a symlinked folder is the same file. */
  private readonly reals: Set<string>;
  /** The real path of each closure member, in the closure's order (its reachers are filed by it). */
  readonly realsInOrder: string[];
  /** Members in the order they joined the closure, drained by each round of skill-folder expansion. */
  private added: number[];
  private frontier: number[];
  private readonly cutSeen = new Set<string>();
  private readonly expanded = new Set<string>();
  /** The entry's own skill-folder edges, when it is a skill. */
  ownFolder: Edge[] | undefined;

  constructor(
    private readonly entry: string,
    private readonly input: WalkInput,
    private readonly next: Neighbours,
    private readonly depthCuts: WalkResult['depthCuts'],
  ) {
    const real = input.files.realOf(entry) ?? entry;
    this.reals = new Set([real]);
    this.realsInOrder = [real];
    this.closure = new Closure(entry);
    this.added = [0];
    this.frontier = [0];
  }

  async run(): Promise<void> {
    await this.follow();
    // Files in a skill's folder that no reference reached: one hop from its SKILL.md, since the runtime
    // may read or run any of them. The entry's own folder first, then the folders of sibling skills the
    // references reached (loading a skill brings its folder); reference chains are preferred, so folder
    // hops are added only after the references are exhausted. Each round expands the skills reached
    // since the last one (collected as they are reached: filtering the whole closure every round was
    // quadratic in its size).
    for (let round = 0; round < 64; round++) {
      const reached = this.added
        .splice(0)
        .filter((m) => this.input.docByPath.get(this.closure.pathAt(m))?.kind === 'skill');
      if (reached.length === 0) break;
      for (const doc of this.byPath(reached)) this.expandFolder(doc);
      this.frontier = this.byPath(this.frontier);
      await this.follow();
    }
  }

  /** Members in path order: the walk's order must not depend on the order references were found in. */
  private byPath(members: number[]): number[] {
    return members.sort((a, b) => cmp(this.closure.pathAt(a), this.closure.pathAt(b)));
  }

  /** Breadth-first along references from the frontier, cutting chains past the depth limit. */
  private async follow(): Promise<void> {
    const { closure, reals, entry } = this;
    while (this.frontier.length > 0) {
      const next: number[] = [];
      for (const from of this.frontier) {
        const depth = closure.depthAt(from) + 1;
        const refs = this.next.refs(closure.pathAt(from));
        for (const { to, real, step } of Array.isArray(refs) ? refs : await refs) {
          // Every member's real path is in `reals`, so a path already in the closure is caught here too.
          if (reals.has(real)) continue;
          if (depth > this.input.maxDepth) {
            if (!this.cutSeen.has(to)) {
              this.cutSeen.add(to);
              this.depthCuts.push({ entry, chain: closure.chainThrough(from, step, to) });
            }
            continue;
          }
          const at = closure.add(to, from, step);
          this.added.push(at);
          reals.add(real);
          this.realsInOrder.push(real);
          next.push(at);
        }
      }
      this.frontier = this.byPath(next);
    }
  }

  private expandFolder(doc: number): void {
    const docPath = this.closure.pathAt(doc);
    if (this.expanded.has(docPath)) return;
    this.expanded.add(docPath);
    if (this.closure.depthAt(doc) + 1 > this.input.maxDepth) return;
    const own: Edge[] = [];
    const step: Location = { path: docPath, message: 'skill-folder' };
    const targets = this.next.folderFiles(docPath);
    const edges = this.next.folder(docPath);
    for (let i = 0; i < targets.length; i++) {
      const f = targets[i]!;
      if (this.reals.has(f.real)) continue;
      this.reals.add(f.real);
      this.realsInOrder.push(f.real);
      own.push(edges[i]!);
      const at = this.closure.add(f.path, doc, step);
      this.added.push(at);
      this.frontier.push(at);
    }
    if (docPath === this.entry) this.ownFolder = own;
  }
}

export async function walkClosures(input: WalkInput, next = new Neighbours(input)): Promise<WalkResult> {
  const closures = new Map<string, Closure>();
  const walked: Closure[] = [];
  const folderEdges = new Map<string, Edge[]>();
  const depthCuts: WalkResult['depthCuts'] = [];
  const pairs = new ReacherPairs();
  const reached: string[] = [];
  for (const entry of input.entries) {
    if (input.only && !input.only.has(entry)) continue;
    const walk = new EntryWalk(entry, input, next, depthCuts);
    await walk.run();
    walk.closure.trim();
    const c = walked.length;
    walked.push(walk.closure);
    closures.set(entry, walk.closure);
    if (walk.ownFolder) folderEdges.set(entry, walk.ownFolder);
    // File the entry's reach under each member's real path now, while the walk knows them. Entries are
    // walked in order, so each list is sorted by entry, and a closure holds each real path once.
    for (let m = 0; m < walk.closure.size; m++) {
      if (pairs.add(walk.realsInOrder[m]!, c, m)) reached.push(walk.closure.pathAt(m));
    }
  }
  depthCuts.sort((a, b) => cmp(a.entry, b.entry) || cmp(a.chain.at(-1)!.path, b.chain.at(-1)!.path));
  const reachers = (real: string): Reach[] =>
    pairs.of(real).map(([closure, member]) => walked[closure]!.reachAt(member));
  return { closures, folderEdges, depthCuts, reachers, reached };
}

/**
 * The (closure, member) pairs that reach each real path, in the order added, as linked lists in one
 * typed pool (12 bytes a pair; Reach objects are built only when asked).
 */
class ReacherPairs {
  private closure = new Int32Array(1024);
  private member = new Int32Array(1024);
  private next = new Int32Array(1024);
  private count = 0;
  private readonly ends = new Map<string, { head: number; tail: number }>();

  /** Appends a pair to `real`'s list; true when it is the first. */
  add(real: string, closure: number, member: number): boolean {
    const at = this.count++;
    if (at === this.next.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(at * 2);
        b.set(a);
        return b;
      };
      this.closure = grow(this.closure);
      this.member = grow(this.member);
      this.next = grow(this.next);
    }
    this.closure[at] = closure;
    this.member[at] = member;
    this.next[at] = -1;
    const ends = this.ends.get(real);
    if (!ends) {
      this.ends.set(real, { head: at, tail: at });
      return true;
    }
    this.next[ends.tail] = at;
    ends.tail = at;
    return false;
  }

  of(real: string): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    for (let i = this.ends.get(real)?.head ?? -1; i >= 0; i = this.next[i]!)
      out.push([this.closure[i]!, this.member[i]!]);
    return out;
  }
}

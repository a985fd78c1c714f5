import { dirname } from '../analysis/repo-paths.js';
import { cmp, type Location } from '../findings.js';
import type { IndexedFile } from '../source/walk.js';
import type { FileStore } from './files.js';
import { type Edge, LinkedReach, type Reach } from './graph.js';
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
  closures: Map<string, Map<string, Reach>>;
  /** The `skill-folder` edges of each skill entry's own folder. */
  folderEdges: Map<string, Edge[]>;
  depthCuts: Array<{ entry: string; chain: Location[] }>;
  /** Every entry reaching a file, by the file's real path, sorted by entry. */
  reachersByReal: Map<string, Reach[]>;
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
  readonly closure = new Map<string, LinkedReach>();
  /** Real paths reached: a file seen through a symlinked folder is the same file. */
  private readonly reals: Set<string>;
  /** The real path of each closure member, in the closure's order (its reachers are filed by it). */
  readonly realsInOrder: string[];
  /** Paths in the order they joined the closure, drained by each round of skill-folder expansion. */
  private added: string[];
  private frontier: string[];
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
    this.closure.set(entry, new LinkedReach(entry, 0, entry));
    this.added = [entry];
    this.frontier = [entry];
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
      const reached = this.added.splice(0).filter((p) => this.input.docByPath.get(p)?.kind === 'skill');
      if (reached.length === 0) break;
      for (const docPath of reached.sort(cmp)) this.expandFolder(docPath);
      this.frontier.sort(cmp);
      await this.follow();
    }
  }

  /** Breadth-first along references from the frontier, cutting chains past the depth limit. */
  private async follow(): Promise<void> {
    const { closure, reals, entry } = this;
    while (this.frontier.length > 0) {
      const next: string[] = [];
      for (const path of this.frontier) {
        const reach = closure.get(path)!;
        const refs = this.next.refs(path);
        for (const { to, real, step } of Array.isArray(refs) ? refs : await refs) {
          // Every member's real path is in `reals`, so a path already in the closure is caught here too.
          if (reals.has(real)) continue;
          const reached = new LinkedReach(entry, reach.depth + 1, to, reach, step);
          if (reach.depth + 1 > this.input.maxDepth) {
            if (!this.cutSeen.has(to)) {
              this.cutSeen.add(to);
              this.depthCuts.push({ entry, chain: reached.chain });
            }
            continue;
          }
          closure.set(to, reached);
          this.added.push(to);
          reals.add(real);
          this.realsInOrder.push(real);
          next.push(to);
        }
      }
      this.frontier = next.sort(cmp);
    }
  }

  private expandFolder(docPath: string): void {
    if (this.expanded.has(docPath)) return;
    this.expanded.add(docPath);
    const reach = this.closure.get(docPath)!;
    if (reach.depth + 1 > this.input.maxDepth) return;
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
      this.closure.set(f.path, new LinkedReach(this.entry, reach.depth + 1, f.path, reach, step));
      this.added.push(f.path);
      this.frontier.push(f.path);
    }
    if (docPath === this.entry) this.ownFolder = own;
  }
}

export async function walkClosures(input: WalkInput, next = new Neighbours(input)): Promise<WalkResult> {
  const closures = new Map<string, Map<string, Reach>>();
  const folderEdges = new Map<string, Edge[]>();
  const depthCuts: WalkResult['depthCuts'] = [];
  const reachersByReal = new Map<string, Reach[]>();
  const reached: string[] = [];
  for (const entry of input.entries) {
    if (input.only && !input.only.has(entry)) continue;
    const walk = new EntryWalk(entry, input, next, depthCuts);
    await walk.run();
    closures.set(entry, walk.closure);
    if (walk.ownFolder) folderEdges.set(entry, walk.ownFolder);
    // File the entry's reach under each member's real path now, while the walk knows them.
    let i = 0;
    for (const [path, reach] of walk.closure) {
      const real = walk.realsInOrder[i++]!;
      let list = reachersByReal.get(real);
      if (!list) {
        list = [];
        reachersByReal.set(real, list);
        reached.push(path);
      }
      // Entries are visited one at a time, so an entry already in the list is its last element.
      if (list.at(-1)?.entry !== entry) list.push(reach);
    }
  }
  for (const list of reachersByReal.values()) list.sort((a, b) => cmp(a.entry, b.entry));
  depthCuts.sort((a, b) => cmp(a.entry, b.entry) || cmp(a.chain.at(-1)!.path, b.chain.at(-1)!.path));
  return { closures, folderEdges, depthCuts, reachersByReal, reached };
}

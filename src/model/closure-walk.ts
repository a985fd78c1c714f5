import { dirname } from '../analysis/repo-paths.js';
import { cmp, type Location } from '../findings.js';
import { Closure, ClosureScratch, ReacherIndex, StepTable, Visits } from './closure.js';
import { FileIds } from './file-ids.js';
import type { FileStore } from './files.js';
import type { DepthCut, Edge, Reach } from './graph.js';
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
  depthCuts: DepthCut[];
  /** Every entry reaching a file, by the file's real path, sorted by entry. */
  reachers(real: string): Reach[];
  /** The first path met of every real file reached, in entry order and then closure order. */
  reached: string[];
}

/**
 * A reference from a file to a file in the tree: the target's id and real id, and the number of the step
 * a chain records (in `Neighbours.stepTable`).
 */
interface WalkStep {
  id: number;
  realId: number;
  step: number;
}

/**
 * What a walk can step to from each file, built once per file and shared by every entry's walk (and the
 * union pass), by file id: the per-pair work reads arrays instead of maps keyed by path.
 */
export class Neighbours {
  /** Numbers for the paths the walks meet (src/model/file-ids.ts). */
  readonly ids: FileIds;
  /** Every step the walks can record, numbered; kept by the closures after the walks. */
  readonly stepTable = new StepTable();
  private readonly steps: Array<WalkStep[] | undefined> = [];
  private readonly folders: Array<readonly number[] | undefined> = [];
  private readonly folderSteps: Array<number | undefined> = [];
  private readonly skillDocIds = new Set<number>();
  /** Ids below this follow the index's path order (see `byPathOrder`). */
  private readonly indexed: number;

  constructor(private readonly input: WalkInput) {
    this.ids = new FileIds(input.files);
    this.indexed = input.files.index.files.length;
    for (const [path, doc] of input.docByPath)
      if (doc.kind === 'skill') this.skillDocIds.add(this.ids.idOf(path));
  }

  /** Forgets the cached steps and folders once every walk is done (the closures keep what they need). */
  release(): void {
    this.steps.length = 0;
    this.folders.length = 0;
    this.folderSteps.length = 0;
  }

  /**
   * The step from a SKILL.md to the files of its folder: one object per skill, shared by every closure
   * that expands the folder (one per (entry, skill) pair was tens of megabytes on 10,000 skills).
   */
  folderStep(id: number): number {
    let step = this.folderSteps[id];
    if (step === undefined) {
      step = this.stepTable.add({ path: this.ids.pathOf(id), message: 'skill-folder' });
      this.folderSteps[id] = step;
    }
    return step;
  }

  /**
   * Resolved references from a file to files in the tree. Synchronous once cached: an await per visited
   * file and entry adds up.
   */
  refs(id: number): WalkStep[] | Promise<WalkStep[]> {
    return this.steps[id] ?? this.resolve(id);
  }

  /** Whether the file's references are resolved already (`refs` answers without a promise). */
  cached(id: number): boolean {
    return this.steps[id] !== undefined;
  }

  private async resolve(id: number): Promise<WalkStep[]> {
    const path = this.ids.pathOf(id);
    const out: WalkStep[] = [];
    for (const e of await this.input.edgesOf(path)) {
      if (e.status !== 'ok' || e.to === undefined || !this.input.files.isFile(e.to)) continue;
      const to = this.ids.idOf(e.to);
      out.push({
        id: to,
        realId: this.ids.realIdOf(to),
        // Whole literals: a conditional spread gave every step a hidden class of its own.
        step: this.stepTable.add(
          e.region ? { path, region: e.region, message: e.kind } : { path, message: e.kind },
        ),
      });
    }
    this.steps[id] = out;
    return out;
  }

  /** The files of a skill's folder other than its SKILL.md (none for other files), nested skills' left out. */
  folder(id: number): readonly number[] {
    let list = this.folders[id];
    if (!list) {
      const path = this.ids.pathOf(id);
      const doc = this.input.docByPath.get(path);
      list =
        doc?.kind !== 'skill'
          ? []
          : this.input.files
              .filesUnder(doc.dir)
              .filter((f) => f.path !== path && !this.inNestedSkill(f.path, doc.dir))
              .map((f) => this.ids.idOf(f.path));
      this.folders[id] = list;
    }
    return list;
  }

  isSkillDoc(id: number): boolean {
    return this.skillDocIds.has(id);
  }

  /** Whether an id is an indexed file's, whose number follows path order. */
  isIndexed(id: number): boolean {
    return id < this.indexed;
  }

  /** Compares two ids as their paths compare (`cmp`): the index is sorted by path, later ids are not. */
  byPathOrder(a: number, b: number): number {
    return a < this.indexed && b < this.indexed ? a - b : cmp(this.ids.pathOf(a), this.ids.pathOf(b));
  }

  /** A file below `dir` that belongs to another skill nested inside it: found by walking up its folders. */
  private inNestedSkill(path: string, dir: string): boolean {
    for (let d = dirname(path); d !== dir && d !== ''; d = dirname(d))
      if (this.input.skillDirs.has(d)) return true;
    return false;
  }
}

/** `byPath` packs an id below 2^21 and a member below 2^32 into one float, exact below 2^53. */
const MEMBER_SPAN = 2 ** 32;
const MAX_PACKED_ID = 2 ** 21;
/** Frontiers longer than this are sorted with the comparator (bounds the typed array). */
const MAX_PACKED = 2 ** 20;

/** A cut kept as its closure member and step; the chain is rebuilt from the closure when read. */
class ClosureCut implements DepthCut {
  constructor(
    readonly entry: string,
    private readonly closure: Closure,
    private readonly from: number,
    private readonly step: Location,
    readonly beyond: string,
  ) {}

  get chain(): Location[] {
    return this.closure.chainThrough(this.from, this.step, this.beyond);
  }
}

/** One entry point's walk. */
class EntryWalk {
  readonly closure: Closure;
  /** Members in the order they joined the closure, drained by each round of skill-folder expansion. */
  private added: number[];
  private frontier: number[];
  private readonly cutSeen = new Set<number>();
  private readonly expanded = new Set<number>();
  /** The entry's own skill-folder edges, when it is a skill. */
  ownFolder: Edge[] | undefined;

  constructor(
    private readonly entry: string,
    private readonly input: WalkInput,
    private readonly next: Neighbours,
    private readonly depthCuts: WalkResult['depthCuts'],
    /** Real files met, shared by the walks (each starts a new round). */
    private readonly visits: Visits,
    /** The arrays the closure grows in until the walk is done (walks run one after another). */
    scratch: ClosureScratch,
  ) {
    const id = next.ids.idOf(entry);
    visits.next();
    visits.visit(next.ids.realIdOf(id));
    this.closure = new Closure(entry, id, next.ids, next.stepTable, scratch);
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
      const reached = this.added.splice(0).filter((m) => this.next.isSkillDoc(this.closure.idAt(m)));
      if (reached.length === 0) break;
      for (const doc of this.byPath(reached)) this.expandFolder(doc);
      this.frontier = this.byPath(this.frontier);
      await this.follow();
    }
  }

  /** Members in path order: the walk's order must not depend on the order references were found in. */
  private byPath(members: number[]): number[] {
    if (members.length < 2) return members;
    const c = this.closure;
    // Ids of indexed files compare as numbers: sort them packed with the member in one float each, with
    // the typed array's own sort (a comparator sort allocated ~90 MB per 2,000 skills in merge buffers).
    const packable = (m: number) => {
      const id = c.idAt(m);
      return id < MAX_PACKED_ID && this.next.isIndexed(id);
    };
    if (members.length <= MAX_PACKED && members.every(packable)) {
      const keys = new Float64Array(members.length);
      for (let i = 0; i < members.length; i++) keys[i] = c.idAt(members[i]!) * MEMBER_SPAN + members[i]!;
      keys.sort();
      for (let i = 0; i < members.length; i++) members[i] = keys[i]! % MEMBER_SPAN;
      return members;
    }
    return members.sort((a, b) => this.next.byPathOrder(c.idAt(a), c.idAt(b)));
  }

  /** Breadth-first along references from the frontier, cutting chains past the depth limit. */
  private async follow(): Promise<void> {
    const { closure, visits, entry } = this;
    while (this.frontier.length > 0) {
      const next: number[] = [];
      for (const from of this.frontier) {
        const depth = closure.depthAt(from) + 1;
        const refs = this.next.refs(closure.idAt(from));
        for (const { id, realId, step } of Array.isArray(refs) ? refs : await refs) {
          // A file is one member however many paths lead to it: its real id decides.
          if (visits.met(realId)) continue;
          if (depth > this.input.maxDepth) {
            if (!this.cutSeen.has(id)) {
              this.cutSeen.add(id);
              const cut = new ClosureCut(
                entry,
                closure,
                from,
                this.next.stepTable.at(step),
                this.next.ids.pathOf(id),
              );
              this.depthCuts.push(cut);
            }
            continue;
          }
          visits.visit(realId);
          const at = closure.add(id, from, step);
          this.added.push(at);
          next.push(at);
        }
      }
      this.frontier = this.byPath(next);
    }
  }

  private expandFolder(doc: number): void {
    const docId = this.closure.idAt(doc);
    if (this.expanded.has(docId)) return;
    this.expanded.add(docId);
    if (this.closure.depthAt(doc) + 1 > this.input.maxDepth) return;
    const docPath = this.closure.pathAt(doc);
    const step = this.next.folderStep(docId);
    const own: Edge[] | undefined = docPath === this.entry ? [] : undefined;
    for (const id of this.next.folder(docId)) {
      if (!this.visits.visit(this.next.ids.realIdOf(id))) continue;
      const at = this.closure.add(id, doc, step);
      this.added.push(at);
      this.frontier.push(at);
      const to = this.next.ids.pathOf(id);
      own?.push({ from: docPath, to, raw: to, kind: 'skill-folder', status: 'ok' });
    }
    if (own) this.ownFolder = own;
  }
}

export async function walkClosures(input: WalkInput, next = new Neighbours(input)): Promise<WalkResult> {
  const closures = new Map<string, Closure>();
  const walked: Closure[] = [];
  const folderEdges = new Map<string, Edge[]>();
  const depthCuts: WalkResult['depthCuts'] = [];
  const wanted = input.entries.filter((e) => !input.only || input.only.has(e));
  // Every path the walks can meet has its id before they start, so the visit slots cover them all.
  for (const e of wanted) next.ids.idOf(e);
  const visits = new Visits(next.ids.realCount);
  const scratch = new ClosureScratch();
  for (const entry of wanted) {
    const walk = new EntryWalk(entry, input, next, depthCuts, visits, scratch);
    await walk.run();
    walk.closure.trim();
    walked.push(walk.closure);
    closures.set(entry, walk.closure);
    if (walk.ownFolder) folderEdges.set(entry, walk.ownFolder);
  }
  // File each entry's reach under each member's real id. Entries were walked in order, so each file's
  // pairs are sorted by entry, and a closure holds each real file once.
  const pairs = new ReacherIndex(next.ids.realCount, walked, (id) => next.ids.realIdOf(id));
  depthCuts.sort((a, b) => cmp(a.entry, b.entry) || cmp(a.beyond, b.beyond));
  const reachers = (real: string): Reach[] => {
    const realId = next.ids.realIdOfReal(real);
    if (realId === undefined) return [];
    return pairs.of(realId).map(([closure, member]) => walked[closure]!.reachAt(member));
  };
  return { closures, folderEdges, depthCuts, reachers, reached: pairs.reached };
}

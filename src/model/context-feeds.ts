import { isTextDocument, printedFiles } from '../analysis/printed/index.js';
import type { Location } from '../findings.js';
import { type PrintedDataEdge, printedDataBy, printedEdges, printedScope } from './context-feed-data.js';
import type { ClosureView, Edge, FedData, Feeder, Reach, ReferenceGraph } from './graph.js';
import { installedBy } from './installed-docs.js';
import type { LaunchPoint } from './launch.js';
import type { ScanModel } from './model.js';

/**
 * Text a launch point feeds into the agent's context, added to the reference graph: Claude Code adds the
 * standard output of SessionStart and UserPromptSubmit hooks to the context, and a hook's JSON
 * `additionalContext` (or an exit-2 block reason) from any event; a slash command's or skill's `!` line
 * runs before the prompt and its output is inlined into it; a plugin monitor's lines reach the model. A
 * document such a program prints (src/analysis/printed/: `cat "$root/context/conventions.$lang.md"`, a
 * Python hook that reads `context/reply-format.md`, a script that prints every `.claude/context/*.md`) is
 * read by the agent as instructions, like a SKILL.md body: it joins the closure of the launch point's entry
 * with the chain entry → program → document (edge kind `printed`), so the prose rules read it. A document
 * the command itself prints (`jq --rawfile ctx FILE`, `!`cat notes.md``) is the command's `printed` edge,
 * not a script it runs. A data file such a program loads and prints fields of (`for e in entries:
 * print(e["reminder"])`) is not joined to the closure, since only those values reach the context: it gets
 * the chain in `reachers` and its printed keys in the graph's `fedData` (src/rules/support/fed-data.ts
 * reads those values as text the agent is shown). Work is done only for launch points that feed the context, after the walk: the
 * overlay is a function of the walked graph, so every scan (full or pull-request) adds the same files.
 */

type ModelInput = Omit<ScanModel, 'graph'>;

/** Events whose plain standard output the runtime adds to the context. */
const STDOUT_EVENTS = new Set(['SessionStart', 'UserPromptSubmit', 'Setup']);
/** A program that answers in the channels the model reads on any event. */
const CONTEXT_CHANNEL =
  /additionalContext|additional_context|permissionDecisionReason|\bexit[ \t]{1,4}2\b|\bexit\([ \t]*2[ \t]*\)|["']decision["'][ \t]*:[ \t]*["']block/;

const MAX_PROGRAMS = 256;
const MAX_ENTRY_REACHERS = 16;

/** A data file a feeding program prints fields of. */
interface DataFeed extends PrintedDataEdge {
  entry: string;
  edge: Edge;
  program: string;
}

interface Feed {
  /** The entry that declares the launch point or `!` line. */
  entry: string;
  /** The edge from the entry to the program (or straight to the document). */
  edge: Edge;
  /** The document printed. */
  file: string;
  /** The program that prints it, when not the entry's own command. */
  program?: string;
  /** Where the program reads the document. */
  site?: Edge;
}

export async function withContextFeeds(model: ModelInput, graph: ReferenceGraph): Promise<ReferenceGraph> {
  const { feeds, feeders, data } = await findFeeds(model, graph);
  if (feeds.length === 0 && feeders.size === 0 && !hasPrintedCommandEdges(model, graph)) return graph;
  return overlay(model, graph, feeds, feeders, data);
}

function hasPrintedCommandEdges(model: ModelInput, graph: ReferenceGraph): boolean {
  return model.launchPoints.some((p) => graph.edgesFrom(p.path).some((e) => rekinded(e)));
}

/** A command's path that names a document: the command prints it, it does not run it. */
function rekinded(e: Edge): boolean {
  return (
    (e.kind === 'hook-command' || e.kind === 'dynamic-context') &&
    e.status === 'ok' &&
    e.to !== undefined &&
    isTextDocument(e.to)
  );
}

async function findFeeds(
  model: ModelInput,
  graph: ReferenceGraph,
): Promise<{ feeds: Feed[]; feeders: Map<string, Feeder>; data: DataFeed[] }> {
  const launchesAt = new Map<string, LaunchPoint[]>();
  for (const p of model.launchPoints)
    if ((p.kind === 'hook' && (p.type === undefined || p.type === 'command')) || p.kind === 'monitor')
      launchesAt.set(p.path, [...(launchesAt.get(p.path) ?? []), p]);
  const docs = new Map(model.skills.map((d) => [d.path, d]));
  const programs: Array<{ entry: string; edge: Edge; program: string; stdout: boolean; event?: string }> = [];
  // Programs that may install a document into a file later sessions load: every launch point's, and the
  // scripts a skill's text runs.
  const installers: Array<{ entry: string; edge: Edge; program: string }> = [];
  const out: Feed[] = [];
  for (const entry of graph.entries) {
    const launches = launchesAt.get(entry);
    const doc = docs.get(entry);
    if (!launches && (!doc || doc.kind === 'agent')) continue;
    for (const e of graph.edgesFrom(entry)) {
      if (e.status !== 'ok' || e.to === undefined) continue;
      if (e.kind === 'script-source' && doc && installers.length < MAX_PROGRAMS)
        installers.push({ entry, edge: e, program: e.to });
      let stdout: boolean;
      let event: string | undefined;
      if (e.kind === 'dynamic-context' && doc) stdout = true;
      else if (e.kind === 'hook-command' && launches) {
        const p = launches.find((l) => sameStart(l, e));
        if (!p) continue;
        stdout = p.kind === 'monitor' || STDOUT_EVENTS.has(p.event ?? '');
        event = p.event;
      } else continue;
      if (isTextDocument(e.to)) out.push({ entry, edge: e, file: e.to });
      else if (programs.length < MAX_PROGRAMS)
        programs.push({ entry, edge: e, program: e.to, stdout, ...(event ? { event } : {}) });
    }
  }
  // Each program is read once however many entries run it.
  const printed = onePerProgram((p) => printedBy(model, p));
  const printedData = onePerProgram((p) => printedDataBy(model, p));
  const installing = onePerProgram((p) => installedBy(model, p));
  const data: DataFeed[] = [];
  const feeders = new Map<string, Feeder>();
  for (const f of [...programs, ...installers]) {
    for (const site of await installing(f.program))
      out.push({ entry: f.entry, edge: f.edge, file: site.to!, program: f.program, site });
  }
  for (const f of programs) {
    // Another event's plain output goes nowhere the model reads: only a JSON answer or an exit-2 message.
    if (!f.stdout && !CONTEXT_CHANNEL.test((await model.files.text(f.program))?.text ?? '')) continue;
    if (!feeders.has(f.program))
      feeders.set(f.program, {
        entry: f.entry,
        how: f.edge.kind === 'dynamic-context' ? 'dynamic' : f.stdout ? 'stdout' : 'channel',
        ...(f.event ? { event: f.event } : {}),
      });
    for (const site of await printed(f.program))
      out.push({ entry: f.entry, edge: f.edge, file: site.to!, program: f.program, site });
    for (const d of await printedData(f.program))
      data.push({ ...d, entry: f.entry, edge: f.edge, program: f.program });
  }
  return { feeds: out, feeders, data };
}

function sameStart(p: LaunchPoint, e: Edge): boolean {
  return (
    p.region !== undefined &&
    e.region !== undefined &&
    p.region.startLine === e.region.startLine &&
    p.region.startColumn === e.region.startColumn
  );
}

/** The documents a program prints, resolved in the tree (each file once). */
async function printedBy(model: ModelInput, program: string): Promise<Edge[]> {
  const file = await model.files.text(program);
  const facts = file ? await model.facts(program) : undefined;
  if (!file || !facts?.lang) return [];
  const { pluginRoot, ctx } = printedScope(model, program);
  const out: Edge[] = [];
  const seen = new Set<string>();
  for (const p of printedFiles(file.text, facts.lang)) {
    for (const e of await printedEdges(model, program, file.lines, p, ctx)) {
      if (!e.to || e.to === program || seen.has(e.to) || !isTextDocument(e.to)) continue;
      // A plugin's program prints its own files: one outside the plugin is not there once installed.
      if (pluginRoot !== undefined && !e.to.startsWith(`${pluginRoot}/`)) continue;
      seen.add(e.to);
      out.push(e);
    }
  }
  return out;
}

/** The graph with the printed documents joined to the closures of the entries that feed them. */
function overlay(
  model: ModelInput,
  graph: ReferenceGraph,
  feeds: readonly Feed[],
  feeders: ReadonlyMap<string, Feeder>,
  data: readonly DataFeed[],
): ReferenceGraph {
  const maxDepth = graph.maxDepth ?? Number.POSITIVE_INFINITY;
  const { dataReach, fedData } = dataReaches(graph, data);
  const extraEdges = new Map<string, Edge[]>();
  // The program's read of a data file it prints fields of is an edge (what walks the edges sees the read),
  // while the file stays out of every closure.
  for (const d of data) {
    const list = extraEdges.get(d.program) ?? [];
    if (!list.some((e) => e.to === d.site.to)) list.push(d.site);
    extraEdges.set(d.program, list);
  }
  const extraReach = new Map<string, Map<string, Reach>>();
  const byFile = new Map<string, Reach[]>();
  for (const f of feeds) {
    if (f.site && f.program) {
      const list = extraEdges.get(f.program) ?? [];
      if (!list.some((e) => e.to === f.file)) list.push(f.site);
      extraEdges.set(f.program, list);
    }
    const via: Array<{ entry: string; before: Location[]; depth: number }> = [
      { entry: f.entry, before: [], depth: 0 },
    ];
    for (const r of graph.reachers(f.entry).slice(0, MAX_ENTRY_REACHERS))
      if (r.entry !== f.entry) via.push({ entry: r.entry, before: r.chain.slice(0, -1), depth: r.depth });
    for (const v of via) {
      if (graph.closure(v.entry).has(f.file) || extraReach.get(v.entry)?.has(f.file)) continue;
      const chain: Location[] = [...v.before];
      if (f.program && f.site) {
        chain.push(step(f.entry, f.edge), step(f.program, f.site), { path: f.file });
      } else chain.push(step(f.entry, { ...f.edge, kind: 'printed' }), { path: f.file });
      const reach: Reach = { entry: v.entry, chain, depth: chain.length - 1 };
      if (reach.depth > maxDepth) continue;
      const map = extraReach.get(v.entry) ?? new Map<string, Reach>();
      map.set(f.file, reach);
      extraReach.set(v.entry, map);
      byFile.set(f.file, [...(byFile.get(f.file) ?? []), reach]);
    }
  }
  const realOf = (p: string) => model.files.realOf(p) ?? p;
  let reached: string[] | undefined;
  const closures = new Map<string, ClosureView>();
  const out: ReferenceGraph = {
    entries: graph.entries,
    edgesFrom: (p) => {
      const base = graph.edgesFrom(p).map((e) => (rekinded(e) ? { ...e, kind: 'printed' as const } : e));
      const more = extraEdges.get(p);
      return more ? [...base, ...more] : base;
    },
    closure: (entry) => {
      const more = extraReach.get(entry);
      if (!more) return graph.closure(entry);
      let view = closures.get(entry);
      if (!view) {
        view = new FedClosure(graph.closure(entry), more);
        closures.set(entry, view);
      }
      return view;
    },
    reachers: (p) => {
      const more = byFile.get(p) ?? byFile.get(realOf(p)) ?? dataReach.get(p);
      return more ? [...graph.reachers(p), ...more] : graph.reachers(p);
    },
    scanned: (p) => graph.scanned(p) || byFile.has(p),
    reached: () => {
      if (!reached) {
        const base = graph.reached();
        const seen = new Set(base.map(realOf));
        reached = [...base];
        for (const f of [...byFile.keys()].sort())
          if (!seen.has(realOf(f))) {
            seen.add(realOf(f));
            reached.push(f);
          }
      }
      return reached;
    },
    depthCuts: graph.depthCuts,
    feeders,
    ...(fedData.size > 0 ? { fedData } : {}),
    ...(graph.maxDepth !== undefined ? { maxDepth: graph.maxDepth } : {}),
    ...(graph.unfocusedEntries !== undefined ? { unfocusedEntries: graph.unfocusedEntries } : {}),
  };
  return out;
}

/** The chains to data files whose printed fields reach the context, and their printed keys. */
function dataReaches(
  graph: ReferenceGraph,
  data: readonly DataFeed[],
): { dataReach: Map<string, Reach[]>; fedData: Map<string, FedData[]> } {
  const dataReach = new Map<string, Reach[]>();
  const fedData = new Map<string, FedData[]>();
  for (const d of data) {
    const file = d.site.to!;
    const list = fedData.get(file) ?? [];
    if (!list.some((x) => x.program === d.program)) list.push({ program: d.program, fields: d.fields });
    fedData.set(file, list);
    const reaches = dataReach.get(file) ?? [];
    const vias = [{ entry: d.entry, before: [] as Location[] }];
    for (const r of graph.reachers(d.entry).slice(0, MAX_ENTRY_REACHERS))
      if (r.entry !== d.entry) vias.push({ entry: r.entry, before: r.chain.slice(0, -1) });
    for (const v of vias) {
      if (reaches.some((r) => r.entry === v.entry)) continue;
      const chain = [...v.before, step(d.entry, d.edge), step(d.program, d.site), { path: file }];
      reaches.push({ entry: v.entry, chain, depth: chain.length - 1 });
    }
    dataReach.set(file, reaches);
  }
  return { dataReach, fedData };
}

function step(path: string, e: Edge): Location {
  return e.region ? { path, region: e.region, message: e.kind } : { path, message: e.kind };
}

/** A closure with the documents its launch points print. */
class FedClosure implements ClosureView {
  constructor(
    private readonly base: ClosureView,
    private readonly more: ReadonlyMap<string, Reach>,
  ) {}

  get size(): number {
    return this.base.size + this.more.size;
  }

  has(path: string): boolean {
    return this.base.has(path) || this.more.has(path);
  }

  get(path: string): Reach | undefined {
    return this.base.get(path) ?? this.more.get(path);
  }

  *keys(): IterableIterator<string> {
    yield* this.base.keys();
    yield* this.more.keys();
  }

  *values(): IterableIterator<Reach> {
    yield* this.base.values();
    yield* this.more.values();
  }

  *entries(): IterableIterator<[string, Reach]> {
    yield* this.base.entries();
    yield* this.more.entries();
  }

  [Symbol.iterator](): IterableIterator<[string, Reach]> {
    return this.entries();
  }
}

/** `make` called once per program path, its promise shared by every later caller. */
function onePerProgram<T>(make: (program: string) => Promise<T>): (program: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (program) => {
    let got = made.get(program);
    if (!got) {
      got = make(program);
      made.set(program, got);
    }
    return got;
  };
}

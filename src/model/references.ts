import { dirname, isWithin, nearestAncestorIn } from '../analysis/repo-paths.js';
import { DEFAULT_LIMITS } from '../config.js';
import { cmp } from '../findings.js';
import { entriesReachingChange, type NameSearch } from './change-reach.js';
import { Neighbours, type WalkResult, walkClosures } from './closure-walk.js';
import { forEachLimited } from './concurrency.js';
import { withContextFeeds } from './context-feeds.js';
import { edgeResolver } from './file-references.js';
import { type Edge, type Reach, type ReferenceGraph, reachedFiles } from './graph.js';
import type { LaunchPoint } from './launch.js';
import type { ScanModel } from './model.js';
import { outputStyleGraph } from './output-styles.js';
import { type HooksFile, type SkillDoc, skillFolderFiles } from './skill.js';
import { entriesTouching, unionWalk } from './union-walk.js';

/**
 * Builds the reference graph: every entry point (skills, commands, subagents, plugin hooks files,
 * settings files with hooks) and the files it pulls in through real references, followed breadth-first
 * so each chain is the shortest one. Each file is read and analysed once (keyed on its real path)
 * however many entries reach it; cycles stop at visited files; chains longer than `maxDepth` hops are
 * cut and reported. Files in a skill's own folder that no reference reaches are still in its closure
 * (one `skill-folder` hop): runtimes may read or run any of them.
 */

type ModelInput = Omit<ScanModel, 'graph'>;

export interface GraphOptions {
  maxDepth?: number;
  /**
   * Root-relative paths a change touched (a pull-request scan): only the entry points whose closure
   * holds one are walked and listed; catalogue-wide rules still see every skill through the model.
   */
  changed?: ReadonlySet<string>;
  /** With `changed`: the files' texts for the backward search, when the caller started reading them. */
  texts?: NameSearch;
  /**
   * Markdown links from each file's facts instead of a parse of the graph's own (`referencesIn`): for
   * scans that extract every reached file's facts anyway, so each file is parsed once.
   */
  markdownFromFacts?: boolean;
}

/** Files read and analysed at once while warming the graph's caches. */
const PREFETCH_CONCURRENCY = 16;

export async function buildReferenceGraph(
  model: ModelInput,
  options: GraphOptions = {},
): Promise<ReferenceGraph> {
  const maxDepth = Math.max(1, options.maxDepth ?? DEFAULT_LIMITS.maxReferenceDepth);
  const files = model.files;
  const index = indexModel(model);
  const { skills, docByPath, launchByPath, skillByName, skillDirs, pluginRoots } = index;
  const fromFacts = options.markdownFromFacts === true && !options.changed;
  const { edgesOf, edgesByPath, releaseRaw } = edgeResolver(model, index, fromFacts);

  // Entry points: every skill, command and subagent, and every file that declares a launch point.
  // A settings file's `env` applies to every command the agent runs (a registry or index it names is
  // where every later install comes from): such a file is an entry point even without hooks.
  const entryHooks = model.hooksFiles.filter(
    (h) => h.kind === 'plugin-hooks' || hasHooks(h.doc.data) || (h.kind === 'settings' && hasEnv(h.doc.data)),
  );
  const styles = outputStyleGraph(model);
  const entries = [
    ...new Set([
      ...model.skills.map((d) => d.path),
      ...entryHooks.map((h) => h.path),
      ...launchByPath.keys(),
      ...styles.entries,
    ]),
  ].sort(cmp);

  const walkInput = {
    entries,
    files,
    maxDepth,
    docByPath,
    skillDirs,
    edgesOf: installedEdges(withStyleEdges(edgesOf, edgesByPath, styles.edgesFrom), pluginRoots),
  };
  const next = new Neighbours(walkInput);
  // Once the last walk is done: the graph keeps resolved edges and closures, not what resolved them.
  const walksDone = () => {
    releaseRaw();
    next.release();
  };
  // Read and analyse the files the walks will visit first, concurrently (bounded): entries and skill
  // folders hold nearly all of them, and a sequential walk would wait on every read in turn. Then one
  // pass over the union of all closures says which files some entry scans within the depth limit.
  const unionOfAll = async () => {
    const warm = new Set<string>([...entries, ...skillFolderFiles(skills, files)]);
    await forEachLimited([...warm].sort(cmp), PREFETCH_CONCURRENCY, (p) => edgesOf(p));
    // Each frontier's facts queued on the workers before the pass asks for them in order: this thread
    // claims the ones no worker has started, so both analyse the files beyond the skill folders.
    const queue = (paths: readonly string[]) => {
      for (const p of paths) model.facts(p, 'soon').catch(() => undefined);
    };
    return unionWalk(entries, next, fromFacts ? queue : undefined);
  };
  if (!options.changed) {
    const union = await unionOfAll();
    const walked = await walkClosures(walkInput, next);
    walksDone();
    const graph = graphOf(
      files,
      walked,
      entries,
      edgesByPath,
      (p) => union.depth(files.realOf(p) ?? p),
      maxDepth,
    );
    return withContextFeeds(model, graph);
  }
  // A pull-request scan walks only the entries that may reach a changed file (found backwards from the
  // change, src/model/change-reach.ts), and keeps those whose closure (depth limit applied) holds one.
  const reach = await entriesReachingChange({
    changed: options.changed,
    entries,
    files,
    docByPath,
    skillDirs,
    skillByName,
    edgesOf: walkInput.edgesOf,
    maxRounds: maxDepth + 2,
    ...(options.texts ? { texts: options.texts } : {}),
  });
  const walked = await walkClosures({ ...walkInput, only: reach.entries }, next);
  const kept = entriesTouching(walked.closures, reach.changed, files);
  const focused = { ...walked, depthCuts: walked.depthCuts.filter((c) => kept.has(c.entry)) };
  // Whether a file cut at the depth limit is scanned by another entry: an entry itself is (depth 0), and
  // so is any file in a skill's folder (its SKILL.md, an entry, brings it at depth 1). Only for a cut file
  // elsewhere is every entry's reach needed, and the whole tree walked.
  const entryReals = new Set(entries.map((e) => files.realOf(e) ?? e));
  const nearEntry = (real: string): boolean =>
    entryReals.has(real) || nearestAncestorIn(real, skillDirs) !== undefined;
  const cutsElsewhere = focused.depthCuts.some((c) => !nearEntry(files.realOf(c.beyond) ?? c.beyond));
  const union = cutsElsewhere ? await unionOfAll() : undefined;
  walksDone();
  const depthOf = (p: string): number | undefined => {
    const real = files.realOf(p) ?? p;
    if (union) return union.depth(real);
    if (entryReals.has(real)) return 0;
    if (nearEntry(real)) return 1;
    const reaches = walked.reachers(real);
    return reaches.length > 0 ? Math.min(...reaches.map((r) => r.depth)) : undefined;
  };
  return withContextFeeds(model, graphOf(files, focused, entries, edgesByPath, depthOf, maxDepth, kept));
}

/** The graph rules see, from the closures walked; `kept` narrows it to a pull-request scan's entries. */
function graphOf(
  files: ModelInput['files'],
  walked: WalkResult,
  entries: readonly string[],
  edgesByPath: ReadonlyMap<string, Edge[]>,
  depthOf: (path: string) => number | undefined,
  maxDepth: number,
  kept?: ReadonlySet<string>,
): ReferenceGraph {
  const { closures, folderEdges, depthCuts } = walked;
  const none = new Map<string, Reach>();
  const realOf = (p: string) => files.realOf(p) ?? p;
  let reached: readonly string[] | undefined = kept ? undefined : walked.reached;
  const graph: ReferenceGraph = {
    entries: kept ? entries.filter((e) => kept.has(e)) : entries,
    edgesFrom: (p) => [...(edgesByPath.get(p) ?? []), ...(folderEdges.get(p) ?? [])],
    closure: (e) => (kept && !kept.has(e) ? none : (closures.get(e) ?? none)),
    reachers: (p) => {
      const list = walked.reachers(realOf(p));
      return kept ? list.filter((r) => kept.has(r.entry)) : list;
    },
    scanned: (p) => (depthOf(p) ?? Number.POSITIVE_INFINITY) <= maxDepth,
    // A pull-request scan walked more entries than it keeps: its reached files are the kept ones'.
    reached: () => {
      reached ??= reachedFiles(graph, realOf);
      return reached;
    },
    depthCuts,
    maxDepth,
    ...(kept ? { unfocusedEntries: entries.length } : {}),
  };
  return graph;
}

/** An agent file's own name (`.claude/agents/release-runner.md` → release-runner; `x/AGENT.md` → x). */
function agentFileName(path: string): string {
  const parts = path.split('/');
  const base = parts.pop() ?? '';
  return base.toUpperCase() === 'AGENT.MD' ? (parts.pop() ?? '') : base.replace(/\.md$/i, '');
}

/** The model's documents, launch points, skill names and folders, indexed for the graph builder. */
function indexModel(model: ModelInput) {
  const skills = model.skills.filter((s) => s.kind === 'skill');
  const docByPath = new Map<string, SkillDoc>();
  for (const d of model.skills) for (const p of d.paths) if (!docByPath.has(p)) docByPath.set(p, d);
  const hooksByPath = new Map<string, HooksFile>(model.hooksFiles.map((h) => [h.path, h]));
  // Launch points by the file that declares them: each such file is an entry point, and what its
  // commands run is in its closure.
  const launchByPath = new Map<string, LaunchPoint[]>();
  for (const p of model.launchPoints) {
    const list = launchByPath.get(p.path) ?? [];
    list.push(p);
    launchByPath.set(p.path, list);
  }

  // Sibling skills by every name they answer to (frontmatter name, folder name), lower-cased; then by
  // the names runtimes invoke them by, which a plugin qualifies (`skein:exec` in an agent's `skills:`).
  const skillByName = new Map<string, SkillDoc>();
  const nameSkill = (n: unknown, s: SkillDoc) => {
    if (typeof n === 'string' && n.trim() !== '' && !skillByName.has(n.trim().toLowerCase()))
      skillByName.set(n.trim().toLowerCase(), s);
  };
  for (const s of skills) for (const n of [s.folderName, s.frontmatter.get('name')]) nameSkill(n, s);
  for (const s of skills) for (const i of s.invocations) nameSkill(i.name, s);
  const names = new Set(skillByName.keys());
  const agentByName = new Map<string, SkillDoc>();
  for (const a of model.skills)
    if (a.kind === 'agent')
      for (const n of [a.frontmatter.get('name'), agentFileName(a.path)])
        if (typeof n === 'string' && n.trim() !== '' && !agentByName.has(n.trim().toLowerCase()))
          agentByName.set(n.trim().toLowerCase(), a);

  // Skill folders and plugin roots as sets, so a file's context is found by walking up its own
  // ancestors (the deepest match comes first) instead of scanning every skill for every file, which
  // made the graph quadratic in the number of skills.
  const skillDirs = new Set<string>();
  const collectionDirs = new Set<string>();
  for (const s of skills)
    for (const p of s.paths) {
      skillDirs.add(dirname(p));
      if (s.scope === 'collection') collectionDirs.add(dirname(p));
    }
  const pluginRoots = new Set(model.plugins.map((p) => p.root));
  return {
    skills,
    docByPath,
    hooksByPath,
    launchByPath,
    skillByName,
    names,
    agentByName,
    skillDirs,
    collectionDirs,
    pluginRoots,
  };
}

function hasHooks(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'hooks' in data;
}

function hasEnv(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'env' in data;
}

/**
 * A plugin manifest's edges to its output styles, added to what its text references (once per manifest,
 * stored in the resolver's cache so `edgesFrom` lists them too).
 */
function withStyleEdges(
  edgesOf: (path: string) => Promise<Edge[]>,
  edgesByPath: Map<string, Edge[]>,
  extra: ReadonlyMap<string, readonly Edge[]>,
): (path: string) => Promise<Edge[]> {
  if (extra.size === 0) return edgesOf;
  const merged = new Set<string>();
  return async (path) => {
    const edges = await edgesOf(path);
    const more = extra.get(path);
    if (!more || merged.has(path)) return edges;
    merged.add(path);
    const known = new Set(edges.map((e) => e.to));
    // A new array in the cache, not a push into the resolver's: whoever holds the text's edges keeps them.
    const all = [...edges, ...more.filter((e) => !known.has(e.to))];
    edgesByPath.set(path, all);
    return all;
  };
}

/**
 * The references a runtime can follow from a file as installed: a plugin is installed by copying its own
 * folder (Claude Code keeps it under ~/.claude/plugins/cache/), so a path from inside a plugin to a file
 * outside its folder names nothing there — the file is not in the installed skill's closure (a link that
 * leaves a skill folder is still reported by reference-broken, which reads every edge). Skill names resolve
 * among installed skills, wherever they come from, and are kept.
 */
function installedEdges(
  edgesOf: (path: string) => Promise<readonly Edge[]>,
  pluginRoots: ReadonlySet<string>,
): (path: string) => Promise<readonly Edge[]> {
  if (pluginRoots.size === 0) return edgesOf;
  // Filtered once per file: the union walk, the closure walks and a pull-request scan's reach all ask.
  const kept = new Map<string, Promise<readonly Edge[]>>();
  const filter = async (path: string) => {
    const edges = await edgesOf(path);
    const root = nearestAncestorIn(path, pluginRoots);
    if (root === undefined) return edges;
    const leaving = (e: Edge) => e.kind !== 'skill-name' && e.to !== undefined && !isWithin(e.to, root);
    return edges.some(leaving) ? edges.filter((e) => !leaving(e)) : edges;
  };
  return (path) => {
    let edges = kept.get(path);
    if (!edges) {
      edges = filter(path);
      kept.set(path, edges);
    }
    return edges;
  };
}

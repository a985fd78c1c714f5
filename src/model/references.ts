import {
  commandPaths,
  extractMarkdownRefs,
  extractScriptRefs,
  extractSkillMentions,
  isIgnoredScheme,
  isMarkdownPath,
  isScriptPath,
  isUrl,
  type RawRef,
} from '../analysis/references.js';
import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import { DEFAULT_LIMITS } from '../config.js';
import { cmp, type Region } from '../findings.js';
import { entriesReachingChange } from './change-reach.js';
import { Neighbours, type WalkResult, walkClosures } from './closure-walk.js';
import { forEachLimited } from './concurrency.js';
import type { Edge, Reach, ReferenceGraph } from './graph.js';
import type { LaunchPoint } from './launch.js';
import type { ScanModel } from './model.js';
import type { HooksFile, SkillDoc } from './skill.js';
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
}

/** What the builder needs to resolve references from one file. */
interface FileContext {
  /** Skill folder the file belongs to (deepest), for `${CLAUDE_SKILL_DIR}` and skill-root resolution. */
  skillDir?: string;
  pluginRoot?: string;
}

const MAX_EDGES_PER_FILE = 2000;

/** Files read and analysed at once while warming the graph's caches. */
const PREFETCH_CONCURRENCY = 16;

export async function buildReferenceGraph(
  model: ModelInput,
  options: GraphOptions = {},
): Promise<ReferenceGraph> {
  const maxDepth = Math.max(1, options.maxDepth ?? DEFAULT_LIMITS.maxReferenceDepth);
  const files = model.files;
  const { skills, docByPath, hooksByPath, launchByPath, skillByName, names, skillDirs, pluginRoots } =
    indexModel(model);
  const contextOf = (path: string): FileContext => {
    let skillDir: string | undefined;
    let pluginRoot: string | undefined;
    for (let d = path; ; d = dirname(d)) {
      if (skillDir === undefined && skillDirs.has(d)) skillDir = d;
      if (pluginRoot === undefined && pluginRoots.has(d)) pluginRoot = d;
      if (d === '') break;
    }
    return {
      ...(skillDir !== undefined ? { skillDir } : {}),
      ...(pluginRoot !== undefined ? { pluginRoot } : {}),
    };
  };

  // Raw references per real path: each file parsed once.
  const rawByReal = new Map<string, Promise<Array<RawRef & { region: Region }>>>();
  const rawRefs = (path: string): Promise<Array<RawRef & { region: Region }>> => {
    const real = files.realOf(path) ?? path;
    let pending = rawByReal.get(real);
    if (!pending) {
      pending = referencesIn(model, path, docByPath.get(path), launchByPath.get(path) ?? [], names);
      rawByReal.set(real, pending);
    }
    return pending;
  };

  // Commands in settings and MCP files run from the project root; plugin hooks files from the plugin
  // root (through ${CLAUDE_PLUGIN_ROOT}); both resolve plain relative paths against the root as before.
  const rootRelative = (path: string): boolean =>
    hooksByPath.has(path) || (launchByPath.has(path) && !docByPath.has(path));

  // Resolved edges per reached path.
  const edgesByPath = new Map<string, Edge[]>();
  const edgesOf = async (path: string): Promise<Edge[]> => {
    const cached = edgesByPath.get(path);
    if (cached) return cached;
    const ctx = contextOf(path);
    const self = docByPath.get(path);
    const edges: Edge[] = [];
    const seen = new Set<string>();
    for (const r of await rawRefs(path)) {
      const e =
        r.kind === 'skill-name'
          ? resolveSkill(path, r, self)
          : resolveRef(files, path, r, ctx, rootRelative(path));
      if (!e) continue;
      const key = `${e.kind}|${e.to ?? e.raw}|${r.region.startLine}:${r.region.startColumn}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push(e);
    }
    edges.sort(compareEdges);
    edgesByPath.set(path, edges);
    return edges;
  };

  const resolveSkill = (from: string, r: RawRef & { region: Region }, self?: SkillDoc): Edge | undefined => {
    const target = skillByName.get(r.target.toLowerCase());
    if (target && target === self) return undefined;
    if (target)
      return { from, to: target.path, raw: r.target, kind: 'skill-name', region: r.region, status: 'ok' };
    if (r.certainty === 'explicit')
      return { from, raw: r.target, kind: 'skill-name', region: r.region, status: 'missing' };
    return undefined;
  };

  // Entry points: every skill, command and subagent, and every file that declares a launch point.
  const entryHooks = model.hooksFiles.filter((h) => h.kind === 'plugin-hooks' || hasHooks(h.doc.data));
  const entries = [
    ...new Set([
      ...model.skills.map((d) => d.path),
      ...entryHooks.map((h) => h.path),
      ...launchByPath.keys(),
    ]),
  ].sort(cmp);

  const walkInput = { entries, files, maxDepth, docByPath, skillDirs, edgesOf };
  const next = new Neighbours(walkInput);
  // Read and analyse the files the walks will visit first, concurrently (bounded): entries and skill
  // folders hold nearly all of them, and a sequential walk would wait on every read in turn. Then one
  // pass over the union of all closures says which files some entry scans within the depth limit.
  const unionOfAll = async () => {
    const warm = new Set<string>(entries);
    for (const s of skills) for (const f of files.filesUnder(s.dir)) warm.add(f.path);
    await forEachLimited([...warm].sort(cmp), PREFETCH_CONCURRENCY, (p) => edgesOf(p));
    return unionWalk(entries, files, next);
  };
  if (!options.changed) {
    const union = await unionOfAll();
    const walked = await walkClosures(walkInput, next);
    return graphOf(
      files,
      walked,
      entries,
      edgesByPath,
      (p) => union.depth.get(files.realOf(p) ?? p),
      maxDepth,
    );
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
    edgesOf,
    maxRounds: maxDepth + 2,
  });
  const walked = await walkClosures({ ...walkInput, only: reach.entries }, next);
  const kept = entriesTouching(walked.closures, reach.changed, files);
  const focused = { ...walked, depthCuts: walked.depthCuts.filter((c) => kept.has(c.entry)) };
  // Whether a file cut at the depth limit is scanned by another entry needs every entry's reach: only
  // then is the whole tree walked (rare: a chain longer than the limit in the changed skill).
  const union = focused.depthCuts.length > 0 ? await unionOfAll() : undefined;
  const depthOf = (p: string): number | undefined => {
    const real = files.realOf(p) ?? p;
    if (union) return union.depth.get(real);
    const reaches = walked.reachersByReal.get(real);
    return reaches && reaches.length > 0 ? Math.min(...reaches.map((r) => r.depth)) : undefined;
  };
  return graphOf(files, focused, entries, edgesByPath, depthOf, maxDepth, kept);
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
  const { closures, folderEdges, reachersByReal, depthCuts } = walked;
  const none = new Map<string, Reach>();
  const realOf = (p: string) => files.realOf(p) ?? p;
  return {
    entries: kept ? entries.filter((e) => kept.has(e)) : entries,
    edgesFrom: (p) => [...(edgesByPath.get(p) ?? []), ...(folderEdges.get(p) ?? [])],
    closure: (e) => (kept && !kept.has(e) ? none : (closures.get(e) ?? none)),
    reachers: (p) => {
      const list = reachersByReal.get(realOf(p)) ?? [];
      return kept ? list.filter((r) => kept.has(r.entry)) : list;
    },
    scanned: (p) => (depthOf(p) ?? Number.POSITIVE_INFINITY) <= maxDepth,
    depthCuts,
    maxDepth,
    ...(kept ? { unfocusedEntries: entries.length } : {}),
  };
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

  // Sibling skills by every name they answer to (frontmatter name, folder name), lower-cased.
  const skillByName = new Map<string, SkillDoc>();
  for (const s of skills) {
    for (const n of [s.folderName, s.frontmatter.get('name')]) {
      if (typeof n === 'string' && n.trim() !== '' && !skillByName.has(n.trim().toLowerCase()))
        skillByName.set(n.trim().toLowerCase(), s);
    }
  }
  const names = new Set(skillByName.keys());

  // Skill folders and plugin roots as sets, so a file's context is found by walking up its own
  // ancestors (the deepest match comes first) instead of scanning every skill for every file, which
  // made the graph quadratic in the number of skills.
  const skillDirs = new Set<string>();
  for (const s of skills) for (const p of s.paths) skillDirs.add(dirname(p));
  const pluginRoots = new Set(model.plugins.map((p) => p.root));
  return { skills, docByPath, hooksByPath, launchByPath, skillByName, names, skillDirs, pluginRoots };
}

/** The raw references a file makes: links and mentions in Markdown, paths in scripts and hook commands. */
async function referencesIn(
  model: ModelInput,
  path: string,
  doc: SkillDoc | undefined,
  launches: readonly LaunchPoint[],
  names: ReadonlySet<string>,
): Promise<Array<RawRef & { region: Region }>> {
  const files = model.files;
  // Code is recognised by content too (a shebang in an extension-less file): its facts say so.
  const facts = doc || isMarkdownPath(path) ? undefined : await model.facts(path);
  if (!doc && launches.length === 0 && !isMarkdownPath(path) && !isScriptPath(path) && !facts?.lang)
    return [];
  const file = doc?.file ?? (files.isFile(path) ? await files.text(path) : undefined);
  if (!file) return [];
  const out: Array<RawRef & { region: Region }> = [];
  const push = (r: RawRef, region?: Region) => {
    if (out.length < MAX_EDGES_PER_FILE)
      out.push({ ...r, region: region ?? file.lines.region(r.start, r.end) });
  };
  for (const p of launches) {
    if (p.commandLine === undefined) continue;
    const region = p.region ?? doc?.frontmatter.blockRegion() ?? file.lines.region(0, 1);
    for (const r of hookRefs(p.commandLine)) push(r, region);
  }
  if (!doc && launches.length > 0) return out;
  if (doc) {
    const fm = doc.frontmatter;
    if (doc.kind === 'agent') {
      const list = fm.get('skills');
      const items = typeof list === 'string' ? list.split(/[,\s]+/) : Array.isArray(list) ? list : [];
      items.forEach((item, i) => {
        if (typeof item !== 'string' || item.trim() === '') return;
        const region = fm.regionAt(typeof list === 'string' ? ['skills'] : ['skills', i]) ?? fm.blockRegion();
        push({ kind: 'skill-name', target: item.trim(), start: 0, end: 0, certainty: 'explicit' }, region);
      });
    }
  }
  if (doc || isMarkdownPath(path)) {
    const from = doc?.bodyStart ?? 0;
    const body = file.text.slice(from);
    const md = files.markdown(file, from).body;
    for (const r of extractMarkdownRefs(body, 0, md))
      push({ ...r, start: r.start + from, end: r.end + from });
    for (const r of extractSkillMentions(file.text, from, names)) push(r);
  } else {
    const seen = new Set<string>();
    for (const r of extractScriptRefs(file.text)) {
      seen.add(r.target.replace(/^\.\//, ''));
      push(r);
    }
    // What the analyzers saw the script load (`. "$(dirname "$0")/lib/x.sh"`, Python and JS imports)
    // and the text patterns above missed.
    for (const b of facts?.behaviours ?? []) {
      if (b.kind !== 'source') continue;
      const target = sourcedPath(b.target.text, facts?.lang);
      if (!target || seen.has(target.replace(/^\.\//, ''))) continue;
      seen.add(target.replace(/^\.\//, ''));
      push({ kind: 'script-source', target, start: 0, end: 0, certainty: 'candidate' }, b.at);
    }
  }
  return out;
}

/** Resolves one reference from `from` to a file in the tree, a URL, or a path that leaves the root or does not exist. */
function resolveRef(
  files: ModelInput['files'],
  from: string,
  r: RawRef & { region: Region },
  ctx: FileContext,
  rootRelative: boolean,
): Edge | undefined {
  const base: Pick<Edge, 'from' | 'raw' | 'kind' | 'region'> = {
    from,
    raw: r.target,
    kind: r.kind,
    region: r.region,
  };
  let target = r.target.trim().replace(/^<|>$/g, '');
  if (isUrl(target) && !/^\$\{?\w+\}?\//.test(target)) {
    if (isIgnoredScheme(target)) return undefined;
    if (/^file:/i.test(target)) return { ...base, status: 'outside-root' };
    return { ...base, status: 'remote' };
  }
  target = target.replace(/[#?].*$/, '');
  if (target === '') return undefined;
  try {
    target = decodeURIComponent(target);
  } catch {
    // Keep it as written: a malformed escape is still a path to report.
  }
  const backslashes = target.includes('\\');
  if (backslashes) target = target.replace(/\\/g, '/');
  // Runtime variables: each names a folder the scanner knows.
  let anchored: string | undefined;
  const v = /^\$\{?(CLAUDE_SKILL_DIR|CLAUDE_PLUGIN_ROOT|CLAUDE_PROJECT_DIR)\}?(?=\/|$)/.exec(target);
  if (v) {
    const root =
      v[1] === 'CLAUDE_SKILL_DIR' ? ctx.skillDir : v[1] === 'CLAUDE_PLUGIN_ROOT' ? ctx.pluginRoot : '';
    if (root === undefined) return r.certainty === 'explicit' ? { ...base, status: 'missing' } : undefined;
    anchored = root;
    target = target.slice(v[0].length).replace(/^\/+/, '');
  } else if (target.startsWith('$') || target.includes('$(') || target.includes('${')) {
    return undefined; // another variable: the scanner cannot know where it points
  }
  // Template placeholders (`{get_url(name)}`, `{{ path }}`) are filled in later, not followed now.
  if (/[{}]/.test(target)) return undefined;
  if (
    anchored === undefined &&
    (target.startsWith('/') || target.startsWith('~') || /^[a-zA-Z]:\//.test(target))
  ) {
    return r.certainty === 'explicit' ? { ...base, status: 'outside-root' } : undefined;
  }
  const bases =
    anchored !== undefined
      ? [anchored]
      : rootRelative
        ? ['']
        : [
            dirname(from),
            ...(ctx.skillDir !== undefined ? [ctx.skillDir] : []),
            // The agent works from the project root: `.claude/skills/x/references/a.md` named in
            // prose resolves there when it resolves nowhere nearer.
            ...(r.certainty === 'candidate' && !target.startsWith('.') ? [''] : []),
          ];
  let escaped = false;
  for (const b of new Set(bases)) {
    const resolved = resolveRelative(b, target);
    if (resolved === undefined) {
      escaped = true;
      continue;
    }
    if (resolved !== '' && files.has(resolved)) return { ...base, to: resolved, status: 'ok' };
  }
  if (escaped && r.certainty === 'explicit') return { ...base, status: 'outside-root' };
  if (escaped && bases.every((b) => resolveRelative(b, target) === undefined)) {
    // A candidate path that climbs out of the root is still worth recording: it is never read.
    return /^\.\.\//.test(target) ? { ...base, status: 'outside-root' } : undefined;
  }
  return r.certainty === 'explicit' ? { ...base, status: 'missing' } : undefined;
}

function compareEdges(a: Edge, b: Edge): number {
  const ra = a.region;
  const rb = b.region;
  return (
    (ra?.startLine ?? 0) - (rb?.startLine ?? 0) ||
    (ra?.startColumn ?? 0) - (rb?.startColumn ?? 0) ||
    cmp(a.kind, b.kind) ||
    cmp(a.to ?? a.raw, b.to ?? b.raw)
  );
}

function hasHooks(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'hooks' in data;
}

/**
 * The file a `source` behaviour loads, relative to the script: the usual script-folder idioms
 * (`$(dirname "$0")`, `${BASH_SOURCE%/*}`, `$SCRIPT_DIR`, `$(pwd)` after a `cd`) are the script's own
 * folder; Python module paths gain `.py`. Anything else computed is not followed.
 */
export function sourcedPath(text: string, lang: string | undefined): string | undefined {
  let t = text.trim().replace(/^["']|["']$/g, '');
  t = t.replace(/^(?:\$\(dirname \$\{?0\}?\)|\$\{BASH_SOURCE\}|\$\(pwd\)|\$\{[A-Za-z_]\w{0,40}\})\//, './');
  if (t === '' || /[$`*?]/.test(t) || t.startsWith('/')) return undefined;
  if (lang === 'python' && !/\.\w{1,5}$/.test(t))
    return t.startsWith('.') || t.includes('/') ? `${t}.py` : undefined;
  return t;
}

/** Paths a hook command runs or reads; paths anchored on a runtime variable are certainly meant. */
function hookRefs(command: string): RawRef[] {
  return commandPaths(command).map((t) => ({
    kind: 'hook-command' as const,
    target: t,
    start: 0,
    end: 0,
    certainty: /^\$\{?CLAUDE_(?:SKILL_DIR|PLUGIN_ROOT|PROJECT_DIR)\}?\//.test(t) ? 'explicit' : 'candidate',
  }));
}

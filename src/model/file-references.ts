import { jsModuleCandidates } from '../analysis/js-modules.js';
import { configRefs, isLaunchConfig, needsToml } from '../analysis/launch-refs.js';
import { extractAgentMentions, extractSkillMentions } from '../analysis/name-mentions.js';
import {
  extractMarkdownRefs,
  isIgnoredScheme,
  isMarkdownPath,
  isScriptPath,
  isUrl,
  type RawRef,
} from '../analysis/references.js';
import { nearestAncestorIn, resolveRelative } from '../analysis/repo-paths.js';
import { loadToml } from '../analysis/toml-lib.js';
import { cmp, type Region } from '../findings.js';
import { builtSourceOf } from './built-sources.js';
import { searchFolders } from './executed-tool-refs.js';
import type { Edge } from './graph.js';
import { hookRefs } from './hook-refs.js';
import type { LaunchPoint } from './launch.js';
import { markdownFactsOf, type ScanModel } from './model.js';
import { isPatternRef, resolvePattern } from './pattern-refs.js';
import { pluginCommandRefs } from './plugin-commands.js';
import { type FileContext, projectConfigOf } from './reference-context.js';
import { runtimeFolder } from './runtime-folders.js';
import { pushScriptRefs, pushSourced } from './script-references.js';
import type { SkillDoc } from './skill.js';

/**
 * One file's references, as the reference graph (src/model/references.ts) reads them: what the file
 * names (links and mentions in Markdown, paths in scripts and hook commands, what the analyzers saw a
 * script load) and where each one resolves in the tree.
 */

export type { FileContext };

type ModelInput = Omit<ScanModel, 'graph'>;

const MAX_EDGES_PER_FILE = 2000;

/** What the resolver needs from the model, indexed once (src/model/references.ts `indexModel`). */
export interface ModelIndex {
  docByPath: ReadonlyMap<string, SkillDoc>;
  hooksByPath: ReadonlyMap<string, unknown>;
  launchByPath: ReadonlyMap<string, LaunchPoint[]>;
  skillByName: ReadonlyMap<string, SkillDoc>;
  names: ReadonlySet<string>;
  /** Subagents by name (frontmatter name, file name), lower-cased: what "the `x` subagent" names. */
  agentByName: ReadonlyMap<string, SkillDoc>;
  skillDirs: ReadonlySet<string>;
  /** Skill folders of collection skills (`skills/x/` in a repository no runtime loads them from). */
  collectionDirs: ReadonlySet<string>;
  pluginRoots: ReadonlySet<string>;
}

/**
 * Each file's resolved references, read and resolved once per path (raw references once per real path)
 * however many walks ask: `edgesByPath` holds those resolved so far.
 */
export function edgeResolver(
  model: ModelInput,
  index: ModelIndex,
  /** Markdown references from the files' facts (see `referencesIn`). */
  markdownFromFacts = false,
) {
  const files = model.files;
  const {
    docByPath,
    hooksByPath,
    launchByPath,
    skillByName,
    names,
    agentByName,
    skillDirs,
    collectionDirs,
    pluginRoots,
  } = index;
  const agentNames: ReadonlySet<string> = new Set(agentByName.keys());
  const contextOf = (path: string): FileContext => {
    const skillDir = nearestAncestorIn(path, skillDirs);
    const pluginRoot = nearestAncestorIn(path, pluginRoots);
    const inPlugin = pluginRoot !== undefined && !projectConfigOf(path, pluginRoot);
    const inCollection = skillDir !== undefined && collectionDirs.has(skillDir);
    return {
      ...(skillDir !== undefined ? { skillDir } : {}),
      ...(pluginRoot !== undefined ? { pluginRoot } : {}),
      ...(inPlugin ? { inPlugin } : {}),
      ...(inCollection ? { inCollection } : {}),
    };
  };

  // Raw references per real path: each file parsed once.
  const rawByReal = new Map<string, Promise<Array<RawRef & { region: Region }>>>();
  const rawRefs = (path: string): Promise<Array<RawRef & { region: Region }>> => {
    const real = files.realOf(path) ?? path;
    let pending = rawByReal.get(real);
    if (!pending) {
      pending = referencesIn(model, path, docByPath.get(path), launchByPath.get(path) ?? [], names, {
        markdownFromFacts,
        agentNames,
      });
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
      const found =
        r.kind === 'skill-name'
          ? resolveSkill(path, r, self)
          : isPatternRef(r)
            ? await resolvePattern(files, path, r, ctx)
            : resolveRef(files, path, r, ctx, rootRelative(path));
      for (const e of Array.isArray(found) ? found : found ? [found] : []) {
        const key = `${e.kind}|${e.to ?? e.raw}|${r.region.startLine}:${r.region.startColumn}|${r.tasks?.join(' ') ?? ''}`;
        // The targets a task runner's command names travel with its edge (src/rules/support/unrun-code.ts).
        if (r.tasks !== undefined && e.kind === 'tool-config') e.tasks = r.tasks;
        if (seen.has(key)) continue;
        seen.add(key);
        edges.push(e);
      }
    }
    edges.sort(compareEdges);
    edgesByPath.set(path, edges);
    return edges;
  };

  const resolveSkill = (from: string, r: RawRef & { region: Region }, self?: SkillDoc): Edge | undefined => {
    const target = (r.resolvesAs === 'agent' ? agentByName : skillByName).get(r.target.toLowerCase());
    if (target && target === self) return undefined;
    if (target)
      return { from, to: target.path, raw: r.target, kind: 'skill-name', region: r.region, status: 'ok' };
    if (r.certainty === 'explicit')
      return { from, raw: r.target, kind: 'skill-name', region: r.region, status: 'missing' };
    return undefined;
  };

  /**
   * Drops the raw references once the walks are done (the graph keeps the resolved edges): they were the
   * largest part of the graph's memory. A later `edgesOf` for a new path would read them again.
   */
  const releaseRaw = () => rawByReal.clear();

  return { edgesOf, edgesByPath, releaseRaw };
}

/**
 * The raw references a file makes: links and mentions in Markdown, paths in scripts and hook commands.
 * With `markdownFromFacts` (a full scan, which extracts every reached file's facts anyway) a Markdown
 * file's links come from its facts, whose extraction parsed it, in whichever thread ran it; otherwise
 * (a pull-request scan, whose backward search touches files it never analyses, or a scan of a few rules)
 * from a parse here.
 */
export async function referencesIn(
  model: ModelInput,
  path: string,
  doc: SkillDoc | undefined,
  launches: readonly LaunchPoint[],
  names: ReadonlySet<string>,
  options: { markdownFromFacts?: boolean; agentNames?: ReadonlySet<string> } = {},
): Promise<Array<RawRef & { region: Region }>> {
  const files = model.files;
  // Code is recognised by content too (a shebang in an extension-less file): its facts say so.
  const facts = doc || isMarkdownPath(path) ? undefined : await model.facts(path, 'soon');
  const config = !doc && isLaunchConfig(path);
  if (
    !doc &&
    !config &&
    launches.length === 0 &&
    !isMarkdownPath(path) &&
    !isScriptPath(path) &&
    !facts?.lang
  )
    return [];
  const file = doc?.file ?? (files.isFile(path) ? await files.text(path) : undefined);
  if (!file) return [];
  const out: Array<RawRef & { region: Region }> = [];
  const push = (r: RawRef, region?: Region) => {
    if (out.length < MAX_EDGES_PER_FILE)
      out.push({
        kind: r.kind,
        target: r.target,
        start: r.start,
        end: r.end,
        certainty: r.certainty,
        region: region ?? file.lines.region(r.start, r.end),
        ...(r.contains !== undefined ? { contains: r.contains } : {}),
        ...(r.resolvesAs !== undefined ? { resolvesAs: r.resolvesAs } : {}),
        ...(r.tasks !== undefined ? { tasks: r.tasks } : {}),
      });
  };
  for (const p of launches) {
    if (p.commandLine === undefined) continue;
    const region = p.region ?? doc?.frontmatter.blockRegion() ?? file.lines.region(0, 1);
    for (const r of hookRefs(p.commandLine)) push(r, region);
    for (const target of p.loads ?? [])
      push({ kind: 'tool-config', target, start: 0, end: 0, certainty: 'candidate' }, region);
  }
  if (!doc && launches.length > 0) return out;
  if (config) {
    if (needsToml(path)) await loadToml();
    const seen = new Set<string>();
    for (const r of configRefs(path, file.text, file.lines)) {
      seen.add(r.target.replace(/^\.\//, ''));
      push(r);
    }
    // A recipe's shell may run files its text does not name (`for s in $(SAMPLES); do bash "$s"; done`).
    if (!facts?.lang) {
      pushSourced(facts, seen, push);
      return out;
    }
  }
  if (doc) {
    // A plugin's skill running `npm`, or its own `mdfix`, runs the plugin's `bin/` file of that name.
    for (const r of pluginCommandRefs(files, doc, file.text)) push(r);
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
    const parsed = options.markdownFromFacts ? await markdownFactsOf(model, path, from, 'now') : undefined;
    const refs = parsed?.refs ?? extractMarkdownRefs(file.text, from, files.markdown(file, from));
    for (const r of refs) push(r);
    for (const r of extractSkillMentions(file.text, from, names)) push(r);
    // A skill hands work to a subagent by name; an agent's own text naming itself is no reference.
    if (options.agentNames && doc?.kind !== 'agent')
      for (const r of extractAgentMentions(file.text, from, options.agentNames)) push(r);
  } else await pushScriptRefs(files, path, file, facts, push);
  return out;
}

/** Resolves one reference from `from` to a file in the tree, a URL, or a path that leaves the root or does not exist. */
export function resolveRef(
  files: ModelInput['files'],
  from: string,
  r: RawRef & { region: Region },
  ctx: FileContext,
  rootRelative: boolean,
): Edge | undefined {
  // Whole literals, not `{ ...base, status }`: spread copies got a hidden class of their own each (measured:
  // 86,686 of 87,022 edges on 2,000 skills), ~230 bytes apiece and megamorphic reads in every rule.
  const edge = (status: Edge['status'], to?: string): Edge =>
    to === undefined
      ? { from, raw: r.target, kind: r.kind, region: r.region, status }
      : { from, raw: r.target, kind: r.kind, region: r.region, to, status };
  let target = r.target.trim().replace(/^<|>$/g, '');
  if (isUrl(target) && !/^\$\{?\w+\}?\//.test(target)) {
    if (isIgnoredScheme(target)) return undefined;
    if (/^file:/i.test(target)) return edge('outside-root');
    return edge('remote');
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
  const v = runtimeFolder(target, ctx, from);
  if (v) {
    if (v.root === undefined) return r.certainty === 'explicit' ? edge('missing') : undefined;
    anchored = v.root;
    target = v.rest;
  } else if (target.startsWith('$') || target.includes('$(') || target.includes('${')) {
    return undefined; // another variable: the scanner cannot know where it points
  }
  // Template placeholders (`{get_url(name)}`, `{{ path }}`) are filled in later, not followed now.
  if (/[{}]/.test(target)) return undefined;
  if (
    anchored === undefined &&
    (target.startsWith('/') || target.startsWith('~') || /^[a-zA-Z]:\//.test(target))
  ) {
    return r.certainty === 'explicit' ? edge('outside-root') : undefined;
  }
  const bases =
    anchored !== undefined ? [anchored] : rootRelative ? [''] : searchFolders(r, target, from, ctx);
  let escaped = false;
  for (const b of new Set(bases)) {
    const resolved = resolveRelative(b, target);
    if (resolved === undefined) {
      escaped = true;
      continue;
    }
    if (r.resolvesAs === 'js-module') {
      const file = jsModuleCandidates(resolved).find((p) => p !== '' && files.isFile(p));
      if (file !== undefined) return edge('ok', file);
    }
    if (resolved !== '' && files.has(resolved)) return edge('ok', resolved);
  }
  // A launch from a build folder that is not committed runs what the TypeScript source beside it compiles to.
  if (r.kind === 'hook-command')
    for (const b of new Set(bases)) {
      const resolved = resolveRelative(b, target);
      const source = resolved && builtSourceOf(resolved, (p) => files.isFile(p));
      if (source) return edge('ok', source);
    }
  if (escaped && r.certainty === 'explicit') return edge('outside-root');
  if (escaped && bases.every((b) => resolveRelative(b, target) === undefined)) {
    // A candidate path that climbs out of the root is still worth recording: it is never read.
    return /^\.\.\//.test(target) ? edge('outside-root') : undefined;
  }
  return r.certainty === 'explicit' ? edge('missing') : undefined;
}

export function compareEdges(a: Edge, b: Edge): number {
  const ra = a.region;
  const rb = b.region;
  return (
    (ra?.startLine ?? 0) - (rb?.startLine ?? 0) ||
    (ra?.startColumn ?? 0) - (rb?.startColumn ?? 0) ||
    cmp(a.kind, b.kind) ||
    cmp(a.to ?? a.raw, b.to ?? b.raw)
  );
}

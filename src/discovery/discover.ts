import { basename, dirname } from '../analysis/repo-paths.js';
import type { DocHeads } from '../model/doc-heads.js';
import type { FileStore } from '../model/files.js';
import { DEFAULT_FRONTMATTER_LIMITS, type FrontmatterLimits } from '../model/frontmatter.js';
import type { HooksFile, MarketplaceInfo, PluginInfo, RuntimeId, Scope, SkillDoc } from '../model/skill.js';
import { loadDocs, type Placement } from './load-docs.js';
import { pluginHooksFiles } from './plugin-hooks-files.js';
import { findPlugins, jsonOf, type PluginSet } from './plugins.js';
import { personalOnlyDirs, RUNTIMES, type RuntimeProfile } from './runtimes/index.js';
import { configShaped, writtenConfigs } from './written-config.js';

/**
 * Runs the runtimes' own discovery over the tree, from the runtime profiles (src/discovery/runtimes/):
 * skills in every skill root, legacy commands and subagents, plugins and their components, and settings
 * files with hooks. One real file reached through several paths is one SkillDoc.
 */

export type Layout = 'auto' | 'project' | 'home';

export interface DiscoveryOptions {
  /** `home` treats the root as a user's home folder (a dotfiles repository). */
  layout: Layout;
  /** Runtimes to emulate; others are not recorded as loaders. */
  runtimes: readonly RuntimeId[];
  /** The runtime profiles to emulate from (default: every runtime skillscan knows). */
  registry?: readonly RuntimeProfile[];
  frontmatterLimits?: FrontmatterLimits;
  /** Heads of skill documents an earlier scan kept (`--cache` on a pull-request scan): bodies read on demand. */
  heads?: DocHeads;
  /** Name of the scanned folder: a plugin at the root without a manifest name is named after it. */
  rootName?: string;
  /**
   * A pull-request scan's changed paths: written configuration is searched only near them (written-config.ts).
   * Awaited only there, so git's answer keeps overlapping the rest of discovery.
   */
  changed?: ReadonlySet<string> | Promise<ReadonlySet<string>>;
}

export interface Discovery {
  skills: SkillDoc[];
  plugins: PluginInfo[];
  marketplaces: MarketplaceInfo[];
  hooksFiles: HooksFile[];
  /** The layout actually used (auto resolved). */
  layout: 'project' | 'home';
}

/**
 * Finds a folder (`needle`: `/dir/`) as a path segment sequence inside a path (`hay`: `/path`); returns
 * [prefix, rest] for each occurrence. The caller builds both strings, once per file and once per folder:
 * placing 10,000 skill documents in every runtime's roots built them for each pair.
 */
function splitsIn(hay: string, needle: string): ReadonlyArray<[string, string]> {
  let i = hay.indexOf(needle);
  // Most documents sit under none of a profile's roots: no array for them (10,000 documents × every root).
  if (i < 0) return NO_SPLITS;
  const out: Array<[string, string]> = [];
  for (; i >= 0; i = hay.indexOf(needle, i + 1)) {
    out.push([hay.slice(1, i), hay.slice(i + needle.length)]);
  }
  return out;
}

const NO_SPLITS: ReadonlyArray<[string, string]> = [];

/** Whether `path` ends in a file named like a skill document, without cutting its name out first. */
function endsInSkillDocument(path: string): boolean {
  const n = path.length;
  if (n < 8 || (n > 8 && path.charCodeAt(n - 9) !== 47)) return false;
  return isSkillDocumentName(path.slice(n - 8));
}

/** `path.toLowerCase().endsWith('.md')` without a lowered copy of every path in the tree. */
function endsInMd(path: string): boolean {
  const n = path.length;
  return (
    n >= 3 &&
    path.charCodeAt(n - 3) === 46 &&
    (path.charCodeAt(n - 2) | 32) === 109 &&
    (path.charCodeAt(n - 1) | 32) === 100
  );
}

const stripMd = (name: string) => name.replace(/\.md$/i, '');
const layoutScope = (layout: 'project' | 'home', prefix: string): Scope =>
  layout === 'home' ? 'personal' : prefix === '' ? 'project' : 'nested';

export async function discover(files: FileStore, options: DiscoveryOptions): Promise<Discovery> {
  const registry = options.registry ?? RUNTIMES;
  const enabled = new Set(options.runtimes);
  const profiles = registry.filter((p) => enabled.has(p.id));
  const homeDirs = personalOnlyDirs(registry);
  const layout: 'project' | 'home' =
    options.layout !== 'auto' ? options.layout : homeDirs.some((d) => files.isDir(d)) ? 'home' : 'project';
  const set = await findPlugins(files, registry, options.rootName);
  const placements: Placement[] = [
    ...skillPlacements(files, set, profiles, enabled, layout, homeDirs),
    ...docFolderPlacements(files, profiles, layout),
    ...pluginComponentPlacements(files, set, profiles, enabled),
    ...(await extensionDocPlacements(files, profiles)),
  ];
  const limits = options.frontmatterLimits ?? DEFAULT_FRONTMATTER_LIMITS;
  const skills = await loadDocs(files, placements, limits, registry, options.heads);
  // After the skill documents: a pull-request scan's changed paths are awaited here, so git overlaps loadDocs.
  const hooksFiles = await findHooksFiles(files, set, profiles, layout, options.changed);
  return { skills, plugins: set.plugins, marketplaces: set.marketplaces, hooksFiles, layout };
}

/** A skill document's file name, as runtimes match it (any case). */
export function isSkillDocumentName(name: string): boolean {
  return name.toLowerCase() === 'skill.md';
}

function skillPlacements(
  files: FileStore,
  set: PluginSet,
  profiles: readonly RuntimeProfile[],
  enabled: ReadonlySet<RuntimeId>,
  layout: 'project' | 'home',
  homeDirs: readonly string[],
): Placement[] {
  const placements: Placement[] = [];
  const roots = profiles.map((prof) => ({
    prof,
    runtimes: [prof.id],
    candidates: skillRoots(prof, layout, homeDirs).map((c) => ({ ...c, needle: `/${c.d}/` })),
  }));
  // Where the profiles place a skill document depends only on the folder holding its skill folder: a skill
  // root matched further down leaves no folder between it and SKILL.md, which no runtime loads. Computed
  // once per such folder (10,000 skills sit in a few hundred), with each profile's runtimes one shared list.
  const inParent = new Map<string, Array<{ place: RuntimePlace; runtimes: RuntimeId[] }>>();
  const pluginRuntimes = new Map<PluginInfo, RuntimeId[]>();
  for (const f of files.index.files) {
    if (!endsInSkillDocument(f.path)) continue;
    const dir = dirname(f.path);
    const parent = dirname(dir);
    const folderName = basename(dir);
    const before = placements.length;
    const plugin = set.deepest(f.path);
    if (plugin) {
      const skillDirs = set.componentDirs(plugin, 'skills', false);
      const atRoot = dir === plugin.root;
      const inSkills = skillDirs.some((d) => parent === d || dir === d);
      let runtimes = pluginRuntimes.get(plugin);
      if (!runtimes) {
        runtimes = plugin.runtimes.filter((r) => enabled.has(r));
        pluginRuntimes.set(plugin, runtimes);
      }
      if ((atRoot || inSkills) && runtimes.length > 0)
        placements.push({ kind: 'skill', path: f.path, dir, folderName, scope: 'plugin', plugin, runtimes });
    }
    let placed = inParent.get(parent);
    if (!placed) {
      placed = [];
      const hay = `/${f.path}`;
      for (const { prof, runtimes, candidates } of roots) {
        const place = placeInRuntime(prof, hay, candidates);
        if (place) placed.push({ place, runtimes });
      }
      inParent.set(parent, placed);
    }
    for (const { place, runtimes } of placed) {
      const at: Placement = { kind: 'skill', path: f.path, dir, folderName, scope: place.scope, runtimes };
      if (place.nestedUnder !== undefined) at.nestedUnder = place.nestedUnder;
      placements.push(at);
    }
    if (placements.length === before)
      placements.push({ kind: 'skill', path: f.path, dir, folderName, scope: 'collection', runtimes: [] });
  }
  return placements;
}

/** Legacy commands and subagents in the folders the profiles name (Claude Code `.claude/commands`, `.claude/agents`). */
function docFolderPlacements(
  files: FileStore,
  profiles: readonly RuntimeProfile[],
  layout: 'project' | 'home',
): Placement[] {
  const folders = new Map<string, DocFolderEntry>();
  for (const p of profiles) {
    for (const [kind, folder] of [
      ['command', p.commands],
      ['agent', p.agents],
    ] as const) {
      if (!folder) continue;
      const key = `${kind}\u0000${folder.dir}`;
      const entry = folders.get(key) ?? {
        kind,
        dir: folder.dir,
        runtimes: [],
        topLevelOnly: folder.topLevelOnly,
      };
      entry.runtimes.push(p.id);
      folders.set(key, entry);
    }
  }
  const placements: Placement[] = [];
  const needles = [...folders.values()].map((folder) => ({ ...folder, needle: `/${folder.dir}/` }));
  for (const f of files.index.files) {
    if (!endsInMd(f.path)) continue;
    const hay = `/${f.path}`;
    for (const { kind, runtimes, needle, topLevelOnly } of needles) {
      for (const [prefix, rest] of splitsIn(hay, needle)) {
        const scope = layoutScope(layout, prefix);
        const at: Placement = {
          kind,
          path: f.path,
          dir: dirname(f.path),
          folderName: stripMd(basename(f.path)),
          scope,
          runtimes: [...runtimes],
          ...(scope === 'nested' ? { nestedUnder: prefix } : {}),
        };
        // A runtime that reads only the folder itself loads nothing below it: the file is still read, as a
        // collection someone copies in by hand, so what it asks is judged all the same.
        if (topLevelOnly && (rest.includes('/') || rest.startsWith(topLevelOnly.skipPrefix))) {
          placements.push({ ...at, scope: 'collection', runtimes: [] });
        } else placements.push(at);
      }
    }
  }
  return placements;
}

type DocFolderEntry = {
  kind: 'command' | 'agent';
  dir: string;
  runtimes: RuntimeId[];
  topLevelOnly: { readonly skipPrefix: string } | undefined;
};

/**
 * Subagents an extension of another runtime brings (Gemini CLI: `agents/*.md` beside `gemini-extension.json`,
 * loaded once the user installs the extension): plugin scope, as a Claude Code plugin's agents, so a folder
 * shared by a plugin and an extension keeps the scope its plugin gives it.
 */
async function extensionDocPlacements(
  files: FileStore,
  profiles: readonly RuntimeProfile[],
): Promise<Placement[]> {
  const placements: Placement[] = [];
  for (const p of profiles) {
    const ext = p.agents?.extension;
    if (!ext) continue;
    for (const m of files.names.namedAsOneOf([ext.manifest])) {
      const root = dirname(m.path);
      const dir = root === '' ? ext.dir : `${root}/${ext.dir}`;
      for (const f of files.filesUnder(dir)) {
        const name = basename(f.path);
        if (dirname(f.path) !== dir || !endsInMd(name) || /^readme\.md$/i.test(name)) continue;
        const skipped = p.agents?.topLevelOnly && name.startsWith(p.agents.topLevelOnly.skipPrefix);
        placements.push({
          kind: 'agent',
          path: f.path,
          dir,
          folderName: stripMd(name),
          scope: skipped ? 'collection' : 'plugin',
          runtimes: skipped ? [] : [p.id],
        });
      }
    }
  }
  return placements;
}

/** Enabled runtimes of a plugin that load its commands, agents and hooks, not only its skills. */
function componentRuntimes(
  p: PluginInfo,
  profiles: readonly RuntimeProfile[],
  enabled: ReadonlySet<RuntimeId>,
) {
  return p.runtimes.filter(
    (r) => enabled.has(r) && profiles.some((x) => x.id === r && x.plugins?.components),
  );
}

function pluginComponentPlacements(
  files: FileStore,
  set: PluginSet,
  profiles: readonly RuntimeProfile[],
  enabled: ReadonlySet<RuntimeId>,
): Placement[] {
  const placements: Placement[] = [];
  for (const p of set.plugins) {
    const runtimes = componentRuntimes(p, profiles, enabled);
    if (runtimes.length === 0) continue;
    for (const [kind, key] of [
      ['command', 'commands'],
      ['agent', 'agents'],
    ] as const) {
      for (const d of set.componentDirs(p, key, true)) {
        // The manifest may list single files (`"agents": ["./agents/x.md"]`): each is loaded as it is named,
        // while a folder is scanned for its Markdown files.
        const listed = files.entry(d);
        for (const f of listed ? [listed] : files.filesUnder(d)) {
          const name = basename(f.path);
          if (!name.toLowerCase().endsWith('.md') || set.deepest(f.path) !== p) continue;
          if (!listed && (isSkillDocumentName(name) || /^readme\.md$/i.test(name))) continue;
          placements.push({
            kind,
            path: f.path,
            dir: dirname(f.path),
            folderName: stripMd(name),
            scope: 'plugin',
            plugin: p,
            runtimes: [...runtimes],
          });
        }
      }
    }
  }
  return placements;
}

/** Hooks in plugins (their hooks file and the manifest's `hooks`) and in settings files. */
async function findHooksFiles(
  files: FileStore,
  set: PluginSet,
  profiles: readonly RuntimeProfile[],
  layout: 'project' | 'home',
  changed: ReadonlySet<string> | Promise<ReadonlySet<string>> | undefined,
): Promise<HooksFile[]> {
  const hooksFiles: HooksFile[] = await pluginHooksFiles(files, set, profiles);
  const settings = [...new Set(profiles.flatMap((p) => p.settingsFiles ?? []))].map((s) => ({
    s,
    suffix: `/${s}`,
  }));
  for (const f of files.names.namedAsOneOf(settings.map((x) => x.s))) {
    for (const { s, suffix } of settings) {
      if (f.path !== s && !f.path.endsWith(suffix)) continue;
      const [, doc] = await jsonOf(files, f.path);
      if (!doc) continue;
      const prefix = f.path === s ? '' : f.path.slice(0, -s.length - 1);
      hooksFiles.push({ kind: 'settings', path: f.path, doc, scope: layoutScope(layout, prefix) });
    }
  }
  // Settings content a script, recipe or step of the repository puts in a settings place: read as that file.
  for (const w of await writtenConfigs(files, await changed)) {
    if (w.literal || !settings.some((x) => x.s === w.place) || hooksFiles.some((h) => h.path === w.source))
      continue;
    const [, doc] = await jsonOf(files, w.source);
    if (!doc || doc.error || !configShaped(doc.data)) continue;
    const { source: _s, format: _f, literal: _l, ...written } = w;
    hooksFiles.push({
      kind: 'settings',
      path: w.source,
      doc,
      scope: w.home ? 'personal' : 'project',
      written,
    });
  }
  return hooksFiles;
}

type SkillRootKind = 'project' | 'user' | 'managed';

/** The skill folders a profile loads from under this layout, in the order they are tried. */
function skillRoots(
  prof: RuntimeProfile,
  layout: 'project' | 'home',
  homeDirs: readonly string[],
): Array<{ d: string; kind: SkillRootKind }> {
  const dirs = prof.skills;
  return [
    ...dirs.managed.map((d) => ({ d, kind: 'managed' as const })),
    ...(layout === 'home' ? dirs.personal : dirs.project).map((d) => ({
      d,
      kind: layout === 'home' ? ('user' as const) : ('project' as const),
    })),
    ...(layout === 'project'
      ? dirs.personal.filter((d) => homeDirs.includes(d)).map((d) => ({ d, kind: 'user' as const }))
      : []),
  ];
}

type RuntimePlace = { scope: Scope; nestedUnder?: string };

/** Where a profile places the skill document at `hay` (its path after a `/`), from its skill roots. */
function placeInRuntime(
  prof: RuntimeProfile,
  hay: string,
  candidates: ReadonlyArray<{ kind: SkillRootKind; needle: string }>,
): RuntimePlace | undefined {
  const dirs = prof.skills;
  for (const { kind, needle } of candidates) {
    for (const [prefix, rest] of splitsIn(hay, needle)) {
      let depth = 0; // folders between the skill root and SKILL.md
      for (let j = rest.indexOf('/'); j >= 0; j = rest.indexOf('/', j + 1)) depth++;
      if (depth < 1 || depth > dirs.maxDepth) continue;
      if (kind === 'managed') {
        if (prefix === '') return { scope: 'managed' };
        continue;
      }
      if (prefix === '') return { scope: kind === 'user' ? 'personal' : 'project' };
      if (kind === 'project' && dirs.nested) return { scope: 'nested', nestedUnder: prefix };
    }
  }
  return undefined;
}

import type { FileStore, TextFile } from '../model/files.js';
import {
  DEFAULT_FRONTMATTER_LIMITS,
  Frontmatter,
  type FrontmatterLimits,
  splitFrontmatter,
} from '../model/frontmatter.js';
import { JsonDoc } from '../model/positions.js';
import type {
  DocKind,
  HooksFile,
  Invocation,
  MarketplaceInfo,
  PluginInfo,
  RuntimeId,
  Scope,
  SkillDoc,
} from '../model/skill.js';
import { basename, dirname, isWithin, joinPath, resolveRelative } from '../source/tree.js';
import {
  CLAUDE_AGENT_DIR,
  CLAUDE_COMMAND_DIR,
  CLAUDE_SETTINGS_FILES,
  MARKETPLACE_FILES,
  PLUGIN_MANIFESTS,
  PROFILES,
  type RuntimeProfile,
  USER_ONLY_DIRS,
} from './profiles.js';

export type Layout = 'auto' | 'project' | 'home';

export interface DiscoveryOptions {
  /** `home` treats the root as a user's home folder (a dotfiles repository). */
  layout: Layout;
  /** Runtimes to emulate; others are not recorded as loaders. */
  runtimes: readonly RuntimeId[];
  frontmatterLimits?: FrontmatterLimits;
  /** Name of the scanned folder: a plugin at the root without a manifest name is named after it. */
  rootName?: string;
}

export interface Discovery {
  skills: SkillDoc[];
  plugins: PluginInfo[];
  marketplaces: MarketplaceInfo[];
  hooksFiles: HooksFile[];
  /** The layout actually used (auto resolved). */
  layout: 'project' | 'home';
}

interface Placement {
  kind: DocKind;
  path: string;
  dir: string;
  folderName: string;
  scope: Scope;
  plugin?: PluginInfo;
  runtimes: RuntimeId[];
  invocations: Invocation[];
}

const READ_CONCURRENCY = 32;

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}

/** Finds `dir` as a path segment sequence inside `path`; returns [prefix, rest] for each occurrence. */
function splitsAround(path: string, dir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const hay = `/${path}`;
  const needle = `/${dir}/`;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    out.push([hay.slice(1, i), hay.slice(i + needle.length)]);
  }
  return out;
}

function stringList(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return [];
}

function stripMd(name: string): string {
  return name.replace(/\.md$/i, '');
}

export async function discover(files: FileStore, options: DiscoveryOptions): Promise<Discovery> {
  const all = files.index.files;
  const enabled = new Set(options.runtimes);
  const profiles = PROFILES.filter((p) => enabled.has(p.id));
  const layout: 'project' | 'home' =
    options.layout !== 'auto'
      ? options.layout
      : USER_ONLY_DIRS.some((d) => files.isDir(d))
        ? 'home'
        : 'project';

  // Marketplaces and plugins first: they decide which skills are plugin skills.
  const marketplaces: MarketplaceInfo[] = [];
  const pluginByRoot = new Map<string, PluginInfo>();
  const ensurePlugin = (root: string, runtimes: RuntimeId[]): PluginInfo => {
    let p = pluginByRoot.get(root);
    if (!p) {
      p = { root, name: basename(root) || options.rootName || 'root', listedIn: [], runtimes: [] };
      pluginByRoot.set(root, p);
    }
    for (const r of runtimes) if (!p.runtimes.includes(r)) p.runtimes.push(r);
    return p;
  };
  const jsonOf = async (path: string): Promise<[TextFile | undefined, JsonDoc | undefined]> => {
    const t = await files.text(path);
    return [t, t ? new JsonDoc(t.text) : undefined];
  };

  for (const f of all) {
    for (const m of MARKETPLACE_FILES) {
      if (f.path !== m.path && !f.path.endsWith(`/${m.path}`)) continue;
      const [, doc] = await jsonOf(f.path);
      if (!doc) continue;
      const base = f.path === m.path ? '' : f.path.slice(0, -m.path.length - 1);
      const data = (doc.data ?? {}) as Record<string, unknown>;
      const meta = (data.metadata ?? {}) as Record<string, unknown>;
      const pluginBase =
        typeof meta.pluginRoot === 'string' ? (resolveRelative(base, meta.pluginRoot) ?? base) : base;
      const roots: string[] = [];
      for (const entry of Array.isArray(data.plugins) ? data.plugins : []) {
        const src = (entry as Record<string, unknown> | null)?.source;
        if (typeof src !== 'string' || /^[a-z]+:/i.test(src)) continue;
        const root = resolveRelative(src.startsWith('./') || src.startsWith('../') ? base : pluginBase, src);
        if (root === undefined || !files.isDir(root)) continue;
        roots.push(root);
        ensurePlugin(root, m.runtimes).listedIn.push(f.path);
      }
      marketplaces.push({ path: f.path, doc, pluginRoots: roots });
    }
  }
  for (const f of all) {
    for (const m of PLUGIN_MANIFESTS) {
      if (f.path !== m.path && !f.path.endsWith(`/${m.path}`)) continue;
      const root = f.path === m.path ? '' : f.path.slice(0, -m.path.length - 1);
      const p = ensurePlugin(root, m.runtimes);
      const [, doc] = await jsonOf(f.path);
      p.manifestPath = f.path;
      p.manifest = doc;
      const name = (doc?.data as Record<string, unknown> | undefined)?.name;
      if (typeof name === 'string' && name.trim()) p.name = name;
    }
  }
  const plugins = [...pluginByRoot.values()].sort((a, b) => (a.root < b.root ? -1 : 1));
  const manifestField = (p: PluginInfo, key: string): unknown =>
    (p.manifest?.data as Record<string, unknown> | undefined)?.[key];
  const componentDirs = (p: PluginInfo, key: string, replaces: boolean): string[] => {
    const declared = stringList(manifestField(p, key))
      .map((s) => resolveRelative(p.root, s))
      .filter((s): s is string => s !== undefined && isWithin(s, p.root));
    const def = joinPath(p.root, key);
    return replaces && declared.length > 0 ? declared : [def, ...declared];
  };
  const deepestPlugin = (path: string): PluginInfo | undefined => {
    let best: PluginInfo | undefined;
    for (const p of plugins)
      if (isWithin(path, p.root) && (!best || p.root.length > best.root.length)) best = p;
    return best;
  };

  const placements: Placement[] = [];
  const claudeOn = enabled.has('claude-code');

  // Skills.
  for (const f of all) {
    const file = basename(f.path);
    if (file.toLowerCase() !== 'skill.md') continue;
    const dir = dirname(f.path);
    const folderName = basename(dir);
    const found: Placement[] = [];
    const plugin = deepestPlugin(f.path);
    if (plugin) {
      const skillDirs = componentDirs(plugin, 'skills', false);
      const atRoot = dir === plugin.root;
      const inSkills = skillDirs.some((d) => dirname(dir) === d || dir === d);
      if ((atRoot || inSkills) && plugin.runtimes.some((r) => enabled.has(r))) {
        found.push({
          kind: 'skill',
          path: f.path,
          dir,
          folderName,
          scope: 'plugin',
          plugin,
          runtimes: plugin.runtimes.filter((r) => enabled.has(r)),
          invocations: [],
        });
      }
    }
    for (const prof of profiles) {
      const place = placeInRuntime(prof, f.path, layout);
      if (place)
        found.push({
          kind: 'skill',
          path: f.path,
          dir,
          folderName,
          ...place,
          runtimes: [prof.id],
          invocations: [],
        });
    }
    if (found.length === 0) {
      found.push({
        kind: 'skill',
        path: f.path,
        dir,
        folderName,
        scope: 'collection',
        runtimes: [],
        invocations: [],
      });
    }
    for (const p of found) placements.push(p);
  }

  // Legacy commands and subagents (Claude Code), in project folders and plugins.
  if (claudeOn) {
    for (const f of all) {
      if (!f.path.toLowerCase().endsWith('.md')) continue;
      for (const [kind, folder] of [
        ['command', CLAUDE_COMMAND_DIR],
        ['agent', CLAUDE_AGENT_DIR],
      ] as const) {
        for (const [prefix] of splitsAround(f.path, folder)) {
          placements.push({
            kind,
            path: f.path,
            dir: dirname(f.path),
            folderName: stripMd(basename(f.path)),
            scope: layout === 'home' ? 'personal' : prefix === '' ? 'project' : 'nested',
            runtimes: ['claude-code'],
            invocations: [],
          });
        }
      }
    }
    for (const p of plugins) {
      if (!p.runtimes.includes('claude-code')) continue;
      for (const [kind, key] of [
        ['command', 'commands'],
        ['agent', 'agents'],
      ] as const) {
        for (const d of componentDirs(p, key, true)) {
          for (const f of files.filesUnder(d)) {
            if (!f.path.toLowerCase().endsWith('.md') || deepestPlugin(f.path) !== p) continue;
            if (basename(f.path).toLowerCase() === 'skill.md' || /^readme\.md$/i.test(basename(f.path)))
              continue;
            placements.push({
              kind,
              path: f.path,
              dir: dirname(f.path),
              folderName: stripMd(basename(f.path)),
              scope: 'plugin',
              plugin: p,
              runtimes: ['claude-code'],
              invocations: [],
            });
          }
        }
      }
    }
  }

  // Hooks in plugins and settings files.
  const hooksFiles: HooksFile[] = [];
  if (claudeOn) {
    for (const p of plugins) {
      const declared = manifestField(p, 'hooks');
      const paths = [
        joinPath(p.root, 'hooks/hooks.json'),
        ...stringList(declared).map((s) => resolveRelative(p.root, s)),
      ];
      for (const hp of new Set(paths)) {
        if (hp === undefined || !files.isFile(hp)) continue;
        const [, doc] = await jsonOf(hp);
        if (doc) hooksFiles.push({ kind: 'plugin-hooks', path: hp, doc, plugin: p.root, scope: 'plugin' });
      }
    }
    for (const f of all) {
      for (const s of CLAUDE_SETTINGS_FILES) {
        if (f.path !== s && !f.path.endsWith(`/${s}`)) continue;
        const [, doc] = await jsonOf(f.path);
        if (!doc) continue;
        hooksFiles.push({
          kind: 'settings',
          path: f.path,
          doc,
          scope: layout === 'home' ? 'personal' : f.path === s ? 'project' : 'nested',
        });
      }
    }
  }

  const skills = await loadDocs(files, placements, options.frontmatterLimits ?? DEFAULT_FRONTMATTER_LIMITS);
  return { skills, plugins, marketplaces, hooksFiles, layout };
}

function placeInRuntime(
  prof: RuntimeProfile,
  path: string,
  layout: 'project' | 'home',
): { scope: Scope } | undefined {
  const candidates: Array<{ d: string; kind: 'project' | 'user' | 'managed' }> = [
    ...prof.managedDirs.map((d) => ({ d, kind: 'managed' as const })),
    ...(layout === 'home' ? prof.userDirs : prof.projectDirs).map((d) => ({
      d,
      kind: layout === 'home' ? ('user' as const) : ('project' as const),
    })),
    ...(layout === 'project'
      ? prof.userDirs.filter((d) => USER_ONLY_DIRS.includes(d)).map((d) => ({ d, kind: 'user' as const }))
      : []),
  ];
  for (const { d, kind } of candidates) {
    for (const [prefix, rest] of splitsAround(path, d)) {
      const depth = rest.split('/').length - 1; // folders between the skill root and SKILL.md
      if (depth < 1 || depth > prof.maxSkillDepth) continue;
      if (kind === 'managed') {
        if (prefix === '') return { scope: 'managed' };
        continue;
      }
      if (prefix === '') return { scope: kind === 'user' ? 'personal' : 'project' };
      if (kind === 'project' && prof.loadsNested) return { scope: 'nested' };
    }
  }
  return undefined;
}

function invocationName(doc: SkillDoc, place: Placement, runtime: RuntimeId): string {
  const fmName =
    typeof doc.frontmatter.get('name') === 'string' ? (doc.frontmatter.get('name') as string).trim() : '';
  const prof = PROFILES.find((p) => p.id === runtime);
  if (place.kind === 'agent') return fmName || place.folderName;
  if (place.scope === 'plugin' && place.plugin) {
    const own = place.kind === 'command' ? place.folderName : fmName || place.folderName;
    if (place.kind === 'skill' && place.dir === place.plugin.root) return fmName || place.plugin.name;
    return `${place.plugin.name}:${own}`;
  }
  if (place.kind === 'command') {
    const nested = place.scope === 'nested' ? place.path.split(`/${CLAUDE_COMMAND_DIR}/`)[0] : '';
    return nested ? `${nested}:${place.folderName}` : place.folderName;
  }
  const base = prof?.invokedBy === 'folder' || !fmName ? place.folderName : fmName;
  if (place.scope === 'nested' && runtime === 'claude-code') {
    const prefix = place.path.split('/.claude/skills/')[0];
    return `${prefix}:${base}`;
  }
  return base;
}

async function loadDocs(
  files: FileStore,
  placements: Placement[],
  limits: FrontmatterLimits,
): Promise<SkillDoc[]> {
  const byReal = new Map<string, { placements: Placement[]; real: string }>();
  for (const p of placements) {
    const real = files.realOf(p.path) ?? p.path;
    const key = `${p.kind}\u0000${real}`;
    const g = byReal.get(key) ?? { placements: [], real };
    g.placements.push(p);
    byReal.set(key, g);
  }
  const groups = [...byReal.values()];
  const docs = await mapLimited(groups, READ_CONCURRENCY, async (g) => {
    // The path shown is the one that does not go through a link, then the shortest, then the first.
    const paths = [...new Set(g.placements.map((p) => p.path))].sort((a, b) => {
      const la = files.entry(a)?.viaLink ? 1 : 0;
      const lb = files.entry(b)?.viaLink ? 1 : 0;
      return la - lb || a.length - b.length || (a < b ? -1 : 1);
    });
    const primaryPath = paths[0]!;
    const primary = g.placements.find((p) => p.path === primaryPath)!;
    const file = await files.text(primaryPath);
    if (!file) return undefined; // unreadable: FileStore recorded it as a blind spot
    const split = splitFrontmatter(file.text);
    const frontmatter = new Frontmatter(split, file.lines, limits);
    const scopes: Scope[] = ['managed', 'personal', 'project', 'nested', 'plugin', 'collection'];
    const doc: SkillDoc = {
      kind: primary.kind,
      path: primaryPath,
      real: g.real,
      paths,
      dir: primary.dir,
      folderName: primary.folderName,
      scope: g.placements.map((p) => p.scope).sort((a, b) => scopes.indexOf(a) - scopes.indexOf(b))[0]!,
      runtimes: [],
      invocations: [],
      fileNameExact: basename(primaryPath) === 'SKILL.md' || primary.kind !== 'skill',
      file,
      frontmatter,
      bodyStart: split.bodyStart,
      bodyStartLine: file.lines.position(split.bodyStart).line,
    };
    if (primary.plugin) doc.plugin = primary.plugin.root;
    const exactName = doc.kind !== 'skill' || doc.fileNameExact;
    for (const p of g.placements) {
      // No runtime loads a skill file not named exactly SKILL.md.
      if (!exactName) continue;
      for (const r of p.runtimes) {
        if (!doc.runtimes.includes(r)) doc.runtimes.push(r);
        const name = invocationName(doc, p, r);
        if (!doc.invocations.some((i) => i.runtime === r && i.name === name && i.via === p.path)) {
          doc.invocations.push({ runtime: r, name, scope: p.scope, via: p.path });
        }
      }
    }
    doc.runtimes.sort();
    doc.invocations.sort((a, b) =>
      a.runtime !== b.runtime
        ? a.runtime < b.runtime
          ? -1
          : 1
        : a.name !== b.name
          ? a.name < b.name
            ? -1
            : 1
          : a.via < b.via
            ? -1
            : 1,
    );
    return doc;
  });
  return docs
    .filter((d): d is SkillDoc => d !== undefined)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.kind < b.kind ? -1 : 1));
}

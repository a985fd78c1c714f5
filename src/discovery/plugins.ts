import { basename, isWithin, joinPath, nearestAncestorIn, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore, TextFile } from '../model/files.js';
import { JsonDoc } from '../model/positions.js';
import type { MarketplaceInfo, PluginInfo, RuntimeId } from '../model/skill.js';
import type { RuntimeProfile } from './runtimes/index.js';

/**
 * Plugins and marketplaces, found from the manifest and marketplace files the runtime profiles name
 * (docs/skills.md §2.7). They come first in discovery: they decide which skills are plugin skills.
 */

export interface PluginSet {
  plugins: PluginInfo[];
  marketplaces: MarketplaceInfo[];
  /** The plugin whose root is the deepest folder above `path`. */
  deepest(path: string): PluginInfo | undefined;
  /**
   * A component's paths: the default folder `<root>/<key>` and the paths the manifest declares (which may
   * replace it). A declared path may be a folder or, for commands and agents, a single file.
   */
  componentDirs(p: PluginInfo, key: string, replaces: boolean): readonly string[];
  manifestField(p: PluginInfo, key: string): unknown;
}

/** Files (relative to their root) that mark a plugin or a marketplace, with the runtimes that read them. */
function filesOf(registry: readonly RuntimeProfile[], pick: 'manifests' | 'marketplaces') {
  const byPath = new Map<string, RuntimeId[]>();
  for (const p of registry)
    for (const path of p.plugins?.[pick] ?? []) byPath.set(path, [...(byPath.get(path) ?? []), p.id]);
  return [...byPath].map(([path, runtimes]) => ({ path, suffix: `/${path}`, runtimes }));
}

export function stringList(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return [];
}

export async function jsonOf(
  files: FileStore,
  path: string,
): Promise<[TextFile | undefined, JsonDoc | undefined]> {
  const t = await files.text(path);
  return [t, t ? new JsonDoc(t.text) : undefined];
}

/** `<base>/<file>` or `<file>` at the root: the base folder, else undefined (`suffix` is `/<file>`). */
function baseOf(path: string, { path: file, suffix }: { path: string; suffix: string }): string | undefined {
  if (path === file) return '';
  return path.endsWith(suffix) ? path.slice(0, -suffix.length) : undefined;
}

export async function findPlugins(
  files: FileStore,
  registry: readonly RuntimeProfile[],
  rootName: string | undefined,
): Promise<PluginSet> {
  const marketplaces: MarketplaceInfo[] = [];
  const pluginByRoot = new Map<string, PluginInfo>();
  const ensurePlugin = (root: string, runtimes: readonly RuntimeId[]): PluginInfo => {
    let p = pluginByRoot.get(root);
    if (!p) {
      p = { root, name: basename(root) || rootName || 'root', listedIn: [], runtimes: [] };
      pluginByRoot.set(root, p);
    }
    for (const r of runtimes) if (!p.runtimes.includes(r)) p.runtimes.push(r);
    return p;
  };
  // Only the files named as a marketplace or manifest file is, in path order (not the whole tree, twice).
  const marketplaceFiles = filesOf(registry, 'marketplaces');
  for (const f of files.names.namedAsOneOf(marketplaceFiles.map((m) => m.path))) {
    for (const m of marketplaceFiles) {
      const base = baseOf(f.path, m);
      if (base === undefined) continue;
      const [, doc] = await jsonOf(files, f.path);
      if (!doc) continue;
      const roots = localPluginRoots(files, doc, base);
      for (const root of roots) ensurePlugin(root, m.runtimes).listedIn.push(f.path);
      marketplaces.push({ path: f.path, doc, pluginRoots: roots, runtimes: [...m.runtimes] });
    }
  }
  const manifestFiles = filesOf(registry, 'manifests');
  for (const f of files.names.namedAsOneOf(manifestFiles.map((m) => m.path))) {
    for (const m of manifestFiles) {
      const root = baseOf(f.path, m);
      if (root === undefined) continue;
      const p = ensurePlugin(root, m.runtimes);
      // A folder with two runtimes' manifests (`.claude-plugin/` and `.codex-plugin/`) keeps the first in
      // path order as the one its fields are read from; both runtimes load the plugin.
      if (p.manifestPath !== undefined) continue;
      const [, doc] = await jsonOf(files, f.path);
      p.manifestPath = f.path;
      p.manifest = doc;
      const name = (doc?.data as Record<string, unknown> | undefined)?.name;
      if (typeof name === 'string' && name.trim()) p.name = name;
    }
  }
  const plugins = [...pluginByRoot.values()].sort((a, b) => (a.root < b.root ? -1 : 1));
  const rootSet: ReadonlySet<string> = new Set(pluginByRoot.keys());
  const componentDirsOf = new Map<string, readonly string[]>();
  const manifestField = (p: PluginInfo, key: string): unknown =>
    (p.manifest?.data as Record<string, unknown> | undefined)?.[key];
  return {
    plugins,
    marketplaces,
    manifestField,
    // Once per plugin, component and mode: discovery asks for a plugin's skill folders per skill.
    componentDirs: (p, key, replaces) => {
      const memo = `${p.root}\u0000${key}\u0000${replaces}`;
      let dirs = componentDirsOf.get(memo);
      if (!dirs) {
        const declared = stringList(manifestField(p, key))
          .map((s) => resolveRelative(p.root, s))
          .filter((s): s is string => s !== undefined && isWithin(s, p.root));
        const def = joinPath(p.root, key);
        dirs = replaces && declared.length > 0 ? declared : [def, ...declared];
        componentDirsOf.set(memo, dirs);
      }
      return dirs;
    },
    // Up the path's folders, not across every plugin (10,000 skills in 80 plugins made 800,000 tests).
    deepest: (path) => {
      if (pluginByRoot.has(path)) return pluginByRoot.get(path);
      const root = nearestAncestorIn(path, rootSet);
      return root === undefined ? undefined : pluginByRoot.get(root);
    },
  };
}

/** The plugin folders a marketplace lists with a local `source` path that exists. */
function localPluginRoots(files: FileStore, doc: JsonDoc, base: string): string[] {
  const data = (doc.data ?? {}) as Record<string, unknown>;
  const meta = (data.metadata ?? {}) as Record<string, unknown>;
  const pluginBase =
    typeof meta.pluginRoot === 'string' ? (resolveRelative(base, meta.pluginRoot) ?? base) : base;
  const roots: string[] = [];
  for (const entry of Array.isArray(data.plugins) ? data.plugins : []) {
    const given = (entry as Record<string, unknown> | null)?.source;
    // Codex's marketplace gives `{"source": "local", "path": "./plugins/x"}` (developers.openai.com/codex/plugins/build).
    const src = typeof given === 'object' && given !== null ? (given as Record<string, unknown>).path : given;
    if (typeof src !== 'string' || /^[a-z]+:/i.test(src)) continue;
    const root = resolveRelative(src.startsWith('./') || src.startsWith('../') ? base : pluginBase, src);
    if (root === undefined || !files.isDir(root)) continue;
    roots.push(root);
  }
  return roots;
}

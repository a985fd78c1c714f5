import { isRecord } from '../analysis/records.js';
import { basename, dirname, resolveRelative, withoutTrailingSlashes } from '../analysis/repo-paths.js';
import type { RuntimeProfile } from '../discovery/runtimes/index.js';
import type { OutputStyleFolders } from '../discovery/runtimes/types.js';
import type { FileStore } from './files.js';
import type { Edge } from './graph.js';
import type { PluginInfo } from './skill.js';

/**
 * Output styles as entry points (docs/skills.md §2.7). A selected style's body becomes part of the system
 * prompt of every answer, so it steers the agent exactly like a skill, but it is not a skill: it has no
 * invocation and none of a skill's frontmatter rules. The text rules read it once it is in the graph.
 * A plugin's styles hang off its manifest (an `output-style` edge per file), so a finding there names the
 * plugin the user installs; a project's `.claude/output-styles/*.md` is an entry point of its own.
 */

export interface OutputStyleGraph {
  /** Paths to add to the graph's entry points. */
  entries: string[];
  /** Extra edges from a plugin manifest to its styles, by the manifest's path. */
  edgesFrom: Map<string, Edge[]>;
}

/** Style files per plugin and in the tree: a hostile tree cannot make this walk large. */
const MAX_STYLES_PER_PLUGIN = 200;
const MAX_PROJECT_STYLES = 2000;

interface ModelPart {
  files: FileStore;
  plugins: readonly PluginInfo[];
  profiles: readonly RuntimeProfile[];
}

export function outputStyleGraph(model: ModelPart): OutputStyleGraph {
  const out: OutputStyleGraph = { entries: [], edgesFrom: new Map() };
  const folders = model.profiles.flatMap((p) => (p.outputStyles ? [{ id: p.id, ...p.outputStyles }] : []));
  if (folders.length === 0) return out;
  for (const plugin of model.plugins) {
    const own = folders.filter((f) => plugin.runtimes.includes(f.id));
    if (own.length === 0) continue;
    const styles = pluginStyles(model.files, plugin, own);
    if (styles.length === 0) continue;
    const from = plugin.manifestPath;
    if (from === undefined || !model.files.isFile(from)) {
      out.entries.push(...styles);
      continue;
    }
    out.entries.push(from);
    const region = own.map((f) => plugin.manifest?.regionAt([f.manifestKey])).find((r) => r !== undefined);
    out.edgesFrom.set(
      from,
      styles.map((to) => ({
        from,
        to,
        raw: to,
        kind: 'output-style',
        status: 'ok',
        ...(region ? { region } : {}),
      })),
    );
  }
  const pluginRoots = model.plugins.map((p) => `${p.root}/`);
  const needles = [...new Set(folders.map((f) => `/${f.dir}/`))];
  for (const f of model.files.index.files) {
    if (out.entries.length >= MAX_PROJECT_STYLES) break;
    if (!isStyleFile(f.path)) continue;
    const hay = `/${dirname(f.path)}/`;
    if (!needles.some((n) => hay.endsWith(n))) continue;
    // A copy inside a plugin is the plugin's (reached through its manifest when it declares it).
    if (pluginRoots.some((r) => f.path.startsWith(r))) continue;
    out.entries.push(f.path);
  }
  out.entries = [...new Set(out.entries)];
  return out;
}

function isStyleFile(path: string): boolean {
  const name = basename(path).toLowerCase();
  return name.endsWith('.md') && name !== 'readme.md';
}

/** The default folder plus what the manifest key names (a folder or a file, a string or a list). */
function pluginStyles(
  files: FileStore,
  plugin: PluginInfo,
  folders: ReadonlyArray<OutputStyleFolders>,
): string[] {
  const declared = new Set<string>();
  const data = plugin.manifest?.data;
  for (const f of folders) {
    declared.add(`${plugin.root === '' ? '' : `${plugin.root}/`}${f.pluginDir}`);
    const value = isRecord(data) ? data[f.manifestKey] : undefined;
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value.slice(0, 50) : [];
    for (const item of list) {
      if (typeof item !== 'string') continue;
      const path = resolveRelative(plugin.root, withoutTrailingSlashes(item));
      if (path !== undefined) declared.add(path);
    }
  }
  const out = new Set<string>();
  for (const d of declared) {
    if (files.isFile(d)) {
      if (isStyleFile(d)) out.add(d);
      continue;
    }
    for (const f of files.filesUnder(d)) {
      if (out.size >= MAX_STYLES_PER_PLUGIN) break;
      if (isStyleFile(f.path)) out.add(f.path);
    }
  }
  return [...out].sort();
}

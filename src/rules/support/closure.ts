import type { FileFacts } from '../../analysis/extract.js';
import type { Assignment } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { ReferenceGraph } from '../../model/graph.js';
import type { LaunchOrigin } from '../../model/launch.js';
import type { ScanModel } from '../../model/model.js';
import type { RuleContext } from '../types.js';

/**
 * Cross-file joins inside one closure (docs/facts.md "Data flow … across files of one closure"): the
 * files that share an entry point with a given file, their facts, and where a variable left unresolved
 * in one script is assigned in another (a URL kept in a sourced `defaults.sh`).
 */

/** Every file in a closure that reaches `path` (the file itself included), sorted, with its facts. */
export async function closureFacts(
  ctx: RuleContext,
  path: string,
): Promise<Array<{ path: string; facts: FileFacts }>> {
  const graph = await ctx.model.graph();
  const files = new Set<string>([path]);
  for (const r of graph.reachers(path)) for (const f of graph.closure(r.entry).keys()) files.add(f);
  const out: Array<{ path: string; facts: FileFacts }> = [];
  for (const f of [...files].sort()) {
    const facts = await ctx.model.facts(f);
    if (facts) out.push({ path: f, facts });
  }
  return out;
}

/**
 * Launch files the runtime runs in every session of the plugin that declares them (hooks, MCP and language
 * servers, settings); hooks in a skill's frontmatter run only while that skill does.
 */
const SESSION_ORIGINS: ReadonlySet<LaunchOrigin> = new Set([
  'plugin-hooks',
  'plugin-manifest',
  'plugin-mcp',
  'plugin-lsp',
  'settings',
  'mcp-config',
]);

interface Installs {
  entries: ReadonlySet<string>;
  /** Entry point → the plugin it belongs to ('' for none). */
  pluginOf: ReadonlyMap<string, string>;
  /** Plugin roots, longest first ('' — the scanned folder itself — last). */
  roots: readonly string[];
  /** Plugin ('' for none) → the launch files it runs with no one asking. */
  launchFiles: ReadonlyMap<string, readonly string[]>;
}

const INSTALLS = derivedKey<Installs>('entry points by plugin, and the launch files each plugin runs');

function installsOf(model: ScanModel, graph: ReferenceGraph): Installs {
  return model.derived.get(INSTALLS, () => {
    const entries = new Set(graph.entries);
    const pluginOf = new Map<string, string>();
    for (const d of model.skills) for (const p of d.paths) pluginOf.set(p, d.plugin ?? '');
    for (const h of model.hooksFiles) pluginOf.set(h.path, h.plugin ?? '');
    const launchFiles = new Map<string, string[]>();
    for (const lp of model.launchPoints) {
      if (!lp.auto || lp.ignored || lp.kind === 'permission' || !SESSION_ORIGINS.has(lp.origin)) continue;
      if (!entries.has(lp.path)) continue;
      const key = lp.plugin ?? '';
      pluginOf.set(lp.path, key);
      const list = launchFiles.get(key) ?? [];
      if (!list.includes(lp.path)) list.push(lp.path);
      launchFiles.set(key, list);
    }
    const roots = model.plugins.map((p) => p.root).sort((a, b) => b.length - a.length);
    return { entries, pluginOf, roots, launchFiles };
  });
}

/** The plugin whose folder holds `path` ('' for none). */
function pluginHolding(roots: readonly string[], path: string): string {
  return roots.find((r) => r === '' || r === '.' || path.startsWith(`${r}/`)) ?? '';
}

/**
 * The files that run together with `path`, with their facts: the closures of the entry points that own
 * it, and the launch files of their plugins, which the runtime runs in the same session. An entry owns
 * the file when its chain to it crosses no other entry point (the skill that ships a script, not a hub
 * document that links every skill) and does not end in another plugin's folder: installing one plugin
 * brings none of another's files, however its documents link them. With no owner, the file runs with
 * its own plugin's launch files alone. A skill that links another skill's document does take that skill
 * along (its closure holds it).
 */
export async function runTogetherFacts(
  ctx: RuleContext,
  path: string,
): Promise<Array<{ path: string; facts: FileFacts }>> {
  const graph = await ctx.model.graph();
  const { entries, pluginOf, roots, launchFiles } = installsOf(ctx.model, graph);
  const holder = pluginHolding(roots, path);
  const owners = new Set<string>();
  for (const r of graph.reachers(path)) {
    const plugin = pluginOf.get(r.entry) ?? '';
    if (plugin !== '' && holder !== '' && plugin !== holder) continue;
    if (!r.chain.slice(1).some((l) => entries.has(l.path))) owners.add(r.entry);
  }
  const plugins = owners.size ? new Set([...owners].map((o) => pluginOf.get(o) ?? '')) : new Set([holder]);
  for (const p of plugins) for (const f of launchFiles.get(p) ?? []) owners.add(f);
  const files = new Set<string>([path]);
  for (const o of owners) for (const f of graph.closure(o).keys()) files.add(f);
  const out: Array<{ path: string; facts: FileFacts }> = [];
  for (const f of [...files].sort()) {
    const facts = await ctx.model.facts(f);
    if (facts) out.push({ path: f, facts });
  }
  return out;
}

/** Where the named variables are assigned in the closure, as related locations (at most one each). */
export async function assignmentsOf(
  ctx: RuleContext,
  path: string,
  vars: readonly string[],
): Promise<Array<Location & { assignment: Assignment }>> {
  if (vars.length === 0) return [];
  const out: Array<Location & { assignment: Assignment }> = [];
  const wanted = new Set(vars);
  for (const { path: f, facts } of await closureFacts(ctx, path)) {
    for (const a of facts.assignments) {
      if (!wanted.has(a.name)) continue;
      wanted.delete(a.name);
      out.push({ path: f, region: a.at, message: `${a.name} is set here`, assignment: a });
    }
    if (wanted.size === 0) break;
  }
  return out;
}

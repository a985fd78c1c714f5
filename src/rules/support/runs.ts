import type { CodeUnit } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { EdgeKind } from '../../model/graph.js';
import type { RuleContext } from '../types.js';

/**
 * Whether a file is run, not only shipped: a hook, MCP server, status line or `!` dynamic context names
 * it (it runs with no one typing anything), or a script or a command the text tells the agent to run
 * names it. Found from the reference graph's edges (hook commands, sourced and interpreted scripts) and
 * from the code units of every file in the closures that reach it (a fenced `./bin/helper --init` makes
 * no reference edge, but it is a command).
 */

export interface RunSite {
  how: 'launch' | 'command';
  /** Where it is run from. */
  at: Location;
}

const LAUNCH_EDGES: ReadonlySet<EdgeKind> = new Set(['hook-command', 'dynamic-context']);
const COMMAND_EDGES: ReadonlySet<EdgeKind> = new Set(['script-source', 'tool-config']);
/** Placements whose code runs where it sits (docs/facts.md); `runnable` blocks are likely run too. */
const RUNS: ReadonlySet<CodeUnit['placement']> = new Set(['auto', 'script', 'instructed', 'runnable']);
/** Files whose code units are searched for the name, per entry (bounds the work on huge closures). */
const MAX_FILES_PER_ENTRY = 500;

/** True when `text` names `base` as the last segment of a path (`./bin/helper`, `"$DIR/helper"`). */
export function namesAsPath(text: string, base: string): boolean {
  for (let i = text.indexOf(`/${base}`); i >= 0; i = text.indexOf(`/${base}`, i + 1)) {
    const next = text[i + 1 + base.length];
    if (next === undefined || /[\s'"`;&|)<>]/.test(next)) return true;
  }
  return false;
}

async function fromEdges(ctx: RuleContext, path: string, real: string): Promise<RunSite | undefined> {
  const graph = await ctx.model.graph();
  let found: RunSite | undefined;
  for (const r of graph.reachers(path)) {
    for (const file of graph.closure(r.entry).keys()) {
      for (const e of graph.edgesFrom(file)) {
        if (e.to === undefined || (ctx.model.files.realOf(e.to) ?? e.to) !== real) continue;
        const at: Location = { path: file, ...(e.region ? { region: e.region } : {}) };
        if (LAUNCH_EDGES.has(e.kind)) return { how: 'launch', at };
        if (COMMAND_EDGES.has(e.kind)) found ??= { how: 'command', at };
      }
    }
  }
  return found;
}

async function fromUnits(ctx: RuleContext, path: string): Promise<RunSite | undefined> {
  const graph = await ctx.model.graph();
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base.length < 2) return undefined;
  let found: RunSite | undefined;
  const seen = new Set<string>();
  for (const r of graph.reachers(path)) {
    const files = [...graph.closure(r.entry).keys()].slice(0, MAX_FILES_PER_ENTRY);
    for (const file of files) {
      if (file === path || seen.has(file)) continue;
      seen.add(file);
      const facts = await ctx.model.facts(file);
      if (!facts || facts.units.length === 0) continue;
      const text = await ctx.model.files.text(file);
      if (!text) continue;
      for (const u of facts.units) {
        if (u.member !== undefined || !RUNS.has(u.placement)) continue;
        const start = text.lines.offsetOf(u.at.startLine, u.at.startColumn);
        const end = text.lines.offsetOf(u.at.endLine, u.at.endColumn);
        if (!namesAsPath(text.text.slice(start, end), base)) continue;
        const site: RunSite = {
          how: u.placement === 'auto' ? 'launch' : 'command',
          at: { path: file, region: u.at },
        };
        if (site.how === 'launch') return site;
        found ??= site;
      }
    }
  }
  return found;
}

/**
 * A run of the file through the reference graph only (a hook, a sourced script, a tool that reads it as
 * its configuration: `act` and a workflow): a path merely named in inline code does not run a workflow.
 */
export async function edgeRunSite(ctx: RuleContext, path: string): Promise<RunSite | undefined> {
  return fromEdges(ctx, path, ctx.model.files.realOf(path) ?? path);
}

/** How the file at `path` is run, strongest first (`launch` over `command`), or undefined. */
export async function runSite(ctx: RuleContext, path: string): Promise<RunSite | undefined> {
  const real = ctx.model.files.realOf(path) ?? path;
  const edge = await fromEdges(ctx, path, real);
  if (edge?.how === 'launch') return edge;
  const unit = await fromUnits(ctx, path);
  if (unit?.how === 'launch') return unit;
  return edge ?? unit;
}

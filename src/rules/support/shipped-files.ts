import type { Severity } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';

/**
 * Files a skill only ships: reached through the skill's own folder (one `skill-folder` hop, since the
 * runtime may read any file there) and by no chain of references without such a hop. No text the agent
 * loads names them (SKILL.md, a file it links or names, a file those name …), no launch point prints or
 * runs them (a hook's `cat`, a `!` line, a script a hook starts), no command in reach runs them: the
 * labelled payloads of a detector's test corpus (`corpus/override-01.txt`) that only its own test suite
 * reads, whatever the folder is called. Text in them is not in the agent's context when the skill loads:
 * at most a low "shipped sample". A file a hook prints, a script a loaded text runs, or a sample the skill's
 * text asks to read or apply ("apply the rules in `corpus/overrides.txt`") is reached by such a chain and
 * keeps its grade. Decided by the reference graph only (facts), never by a folder's or a file's name.
 *
 * Computed once per scan: one walk from every entry point over the graph's edges, skill-folder hops left
 * out. Bounded by MAX_FILES.
 */

const MAX_FILES = 200_000;

const LOADED = derivedKey<Promise<Loaded | undefined>>('files reached without a skill-folder hop');

/** Why a finding in a shipped-only file is low, for messages. */
export const SHIPPED_WHERE =
  " (in a file of the skill's folder that no text the agent loads names and no launch point or command in reach prints or runs: shipped, not read into the context)";

const RANK: Record<Severity, number> = { info: 0, low: 1, medium: 2, high: 3, critical: 4 };

/** The severity for evidence in `path`: at most low when the skill only ships the file. */
export async function shippedCap(
  ctx: RuleContext,
  path: string,
  severity: Severity,
): Promise<{ severity: Severity; shipped: boolean }> {
  if (RANK[severity] <= RANK.low || !(await onlyShipped(ctx, path))) return { severity, shipped: false };
  return { severity: 'low', shipped: true };
}

/** Whether an entry point reaches `path` only through a skill's own folder. */
export async function onlyShipped(ctx: RuleContext, path: string): Promise<boolean> {
  const graph = await ctx.model.graph();
  if (graph.reachers(path).length === 0) return false;
  const loaded = await ctx.model.derived.get(LOADED, () => walk(ctx));
  // A walk cut at its bound knows too little to lower anything.
  if (!loaded) return false;
  if (loaded.files.has(path) || loaded.files.has(ctx.model.files.realOf(path) ?? path)) return false;
  // "Read every report in `references/incidents/`": a folder a loaded text names sends the agent to its files.
  for (
    let dir = path.slice(0, path.lastIndexOf('/'));
    dir !== '';
    dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/')))
  )
    if (loaded.folders.has(dir)) return false;
  return true;
}

interface Loaded {
  files: ReadonlySet<string>;
  /** Folders an edge of a loaded file names (`references/incidents/`): every file under them is sent to. */
  folders: ReadonlySet<string>;
}

async function walk(ctx: RuleContext): Promise<Loaded | undefined> {
  const graph = await ctx.model.graph();
  const seen = new Set<string>(graph.entries);
  const folders = new Set<string>();
  const queue = [...graph.entries];
  for (let i = 0; i < queue.length; i++) {
    if (seen.size >= MAX_FILES) return undefined;
    for (const e of graph.edgesFrom(queue[i]!)) {
      if (e.kind === 'skill-folder' || e.status !== 'ok' || e.to === undefined || seen.has(e.to)) continue;
      if (ctx.model.files.isDir(e.to)) {
        folders.add(e.to.replace(/\/$/, ''));
        continue;
      }
      seen.add(e.to);
      const real = ctx.model.files.realOf(e.to);
      if (real !== undefined) seen.add(real);
      queue.push(e.to);
    }
  }
  return { files: seen, folders };
}

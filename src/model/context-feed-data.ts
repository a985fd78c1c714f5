import type { LineMap } from '../analysis/lines.js';
import { printedDataFiles } from '../analysis/printed/data-fields.js';
import { DATA_FILE } from '../analysis/printed/path-values.js';
import type { RawRef } from '../analysis/references.js';
import { nearestAncestorIn } from '../analysis/repo-paths.js';
import type { Edge } from './graph.js';
import type { ScanModel } from './model.js';
import { resolvePattern } from './pattern-refs.js';

/**
 * The data files a program that feeds the agent's context loads and prints fields of
 * (src/analysis/printed/data-fields.ts), resolved in the tree as the printed documents are
 * (context-feeds.ts `printedBy`): each file once, a plugin's program only within its plugin.
 */

type ModelInput = Omit<ScanModel, 'graph'>;

export interface PrintedDataEdge {
  /** The edge from the program to the data file, at the read (kind `printed`). */
  site: Edge;
  fields: readonly string[] | 'all';
}

type Scope = { readonly skillDir?: string; readonly pluginRoot?: string };

/** Where a program's printed paths resolve: from its skill's folder, and within its plugin's root. */
export function printedScope(
  model: ModelInput,
  program: string,
): { pluginRoot: string | undefined; ctx: Scope } {
  const pluginRoot = nearestAncestorIn(program, new Set(model.plugins.map((p) => p.root)));
  const skillDir = nearestAncestorIn(
    program,
    new Set(model.skills.filter((s) => s.kind === 'skill').map((s) => s.dir)),
  );
  const ctx = {
    ...(skillDir !== undefined ? { skillDir } : {}),
    ...(pluginRoot !== undefined ? { pluginRoot } : {}),
  };
  return { pluginRoot, ctx };
}

/**
 * The `printed` edges from `program` to what a path it prints (or reads to print) names in the tree: the
 * path as written is a candidate, so it counts only where it matches files.
 */
export function printedEdges(
  model: ModelInput,
  program: string,
  lines: LineMap,
  site: { target: string; start: number; end: number },
  ctx: Scope,
): Promise<Edge[]> {
  const region = lines.region(site.start, site.end);
  const ref: RawRef & { region: typeof region } = {
    kind: 'printed',
    target: site.target,
    start: site.start,
    end: site.end,
    certainty: 'candidate',
    region,
  };
  return resolvePattern(model.files, program, ref, ctx);
}

export async function printedDataBy(model: ModelInput, program: string): Promise<PrintedDataEdge[]> {
  const file = await model.files.text(program);
  const facts = file ? await model.facts(program) : undefined;
  if (!file || !facts?.lang) return [];
  const sites = printedDataFiles(file.text, facts.lang);
  if (sites.length === 0) return [];
  const { pluginRoot, ctx } = printedScope(model, program);
  const out: PrintedDataEdge[] = [];
  for (const p of sites) {
    for (const e of await printedEdges(model, program, file.lines, p, ctx)) {
      if (!e.to || e.to === program || !DATA_FILE.test(e.to)) continue;
      if (pluginRoot !== undefined && !e.to.startsWith(`${pluginRoot}/`)) continue;
      const same = out.find((o) => o.site.to === e.to);
      if (same) same.fields = merged(same.fields, p.fields);
      else if (out.length < 32) out.push({ site: e, fields: p.fields });
    }
  }
  return out;
}

function merged(a: readonly string[] | 'all', b: readonly string[] | 'all'): readonly string[] | 'all' {
  return a === 'all' || b === 'all' ? 'all' : [...new Set([...a, ...b])];
}

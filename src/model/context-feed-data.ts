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

export async function printedDataBy(model: ModelInput, program: string): Promise<PrintedDataEdge[]> {
  const file = await model.files.text(program);
  const facts = file ? await model.facts(program) : undefined;
  if (!file || !facts?.lang) return [];
  const sites = printedDataFiles(file.text, facts.lang);
  if (sites.length === 0) return [];
  const pluginRoot = nearestAncestorIn(program, new Set(model.plugins.map((p) => p.root)));
  const skillDir = nearestAncestorIn(
    program,
    new Set(model.skills.filter((s) => s.kind === 'skill').map((s) => s.dir)),
  );
  const ctx = {
    ...(skillDir !== undefined ? { skillDir } : {}),
    ...(pluginRoot !== undefined ? { pluginRoot } : {}),
  };
  const out: PrintedDataEdge[] = [];
  for (const p of sites) {
    const region = file.lines.region(p.start, p.end);
    const ref: RawRef & { region: typeof region } = {
      kind: 'printed',
      target: p.target,
      start: p.start,
      end: p.end,
      certainty: 'candidate',
      region,
    };
    for (const e of await resolvePattern(model.files, program, ref, ctx)) {
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

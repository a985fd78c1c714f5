import { sourceInTree, writtenSources } from '../analysis/installed-files.js';
import { isTextDocument } from '../analysis/printed/index.js';
import { printedScope } from './context-feed-data.js';
import type { Edge } from './graph.js';
import type { ScanModel } from './model.js';

/**
 * The documents of the tree a launch point's program installs into a file the agent loads in later
 * sessions (src/analysis/installed-files.ts): `cp "$root/assets/style.md" .claude/output-styles/`, a notes
 * file appended to `CLAUDE.local.md`, a template rendered into `.github/copilot-instructions.md`. What the
 * document says is read there as instructions, whatever its own folder is called, so it joins the launch
 * point's closure as a document the agent reads (context-feeds.ts, edge kind `installed`, at the write).
 */

type ModelInput = Omit<ScanModel, 'graph'>;

const MAX_EDGES = 16;

export async function installedBy(model: ModelInput, program: string): Promise<Edge[]> {
  const facts = await model.facts(program);
  const writes = facts?.behaviours.filter((b) => b.kind === 'write' && b.cls === 'agent-memory') ?? [];
  if (writes.length === 0) return [];
  // The same roots a printed path resolves from: the program's skill folder and plugin root.
  const { ctx: roots } = printedScope(model, program);
  const out: Edge[] = [];
  for (const b of writes) {
    if (b.kind !== 'write') continue;
    for (const raw of writtenSources(b)) {
      const to = sourceInTree(raw, program, roots, (p) => model.files.isFile(p));
      if (!to || !isTextDocument(to) || out.some((e) => e.to === to)) continue;
      out.push({ from: program, to, raw, kind: 'installed', status: 'ok', region: b.at });
      if (out.length >= MAX_EDGES) return out;
    }
  }
  return out;
}

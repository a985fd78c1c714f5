import type { FileFacts } from '../analysis/extract.js';
import type { Value } from '../analysis/facts.js';
import type { Fragment } from '../analysis/fragments.js';
import { dangerOfPayload } from '../analysis/payload-danger.js';
import { decodeBase64, inert } from '../analysis/payloads.js';
import type { Region, Severity } from '../findings.js';
import type { ReferenceGraph } from '../model/graph.js';
import { reportReached } from './support/reach.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * A payload assembled from pieces in different files of one closure: encoded fragments spread over
 * files, or fragments in one file and the instruction to join and run them in another. No single file
 * holds anything to flag; the closure does. The fragments are joined in label order and decoded (inert)
 * so the finding shows what the pieces make. Facts only: each file's labelled pieces, the text's
 * "join the parts and run them" intents, and code that runs what it joins from variables.
 */

interface Placed {
  path: string;
  at: Region;
}

/** Where a file joins pieces and acts on them: an instruction to the agent, or code run from variables. */
function assembliesIn(path: string, facts: FileFacts): Placed[] {
  const out: Placed[] = [];
  // Any role: text that names the join-and-run step in a table or an aside still tells the agent how,
  // and the pieces it joins must sit in another file of the closure for this to count.
  for (const i of facts.prose?.intents ?? [])
    if (i.cls === 'assemble' && !i.negated) out.push({ path, at: i.at });
  // `eval "$A$B"`, `exec(a + b)`, `iex ($p1 + $p2)`, or running what it decodes at run time from values
  // this file does not hold: what runs is known only once the pieces are joined.
  for (const b of facts.behaviours)
    if (b.kind === 'execute' && joinsAtRunTime(b.code)) out.push({ path, at: b.at });
  return out.sort(byPosition);
}

function joinsAtRunTime(code: Value): boolean {
  return (code.vars?.length ?? 0) >= 2 || (code.taints.includes('decoded') && !code.literal);
}

function byPosition(a: Placed, b: Placed): number {
  return a.at.startLine - b.at.startLine || a.at.startColumn - b.at.startColumn;
}

/** What one file holds for this rule: its labelled pieces and where it joins pieces and acts on them. */
interface Holdings {
  fragments: Array<Fragment & Placed>;
  assemblies: Placed[];
}

/**
 * Each reached file's holdings, read once from its facts (most closures share most of their files), and
 * the entries whose closure holds a piece: found from the files that hold one (`reachers`), since most
 * files hold none and walking every closure costs a lookup per (entry, file) pair.
 */
async function holdingsOf(ctx: RuleContext, graph: ReferenceGraph) {
  const byPath = new Map<string, Holdings>();
  const holding = async (path: string): Promise<Holdings> => {
    let held = byPath.get(path);
    if (!held) {
      const facts = await ctx.model.facts(path);
      held = {
        fragments: (facts?.fragments ?? []).map((f) => ({ ...f, path })),
        assemblies: facts ? assembliesIn(path, facts) : [],
      };
      byPath.set(path, held);
    }
    return held;
  };
  const withPieces = new Set<string>();
  for (const path of graph.reached()) {
    if ((await holding(path)).fragments.length === 0) continue;
    for (const r of graph.reachers(path)) withPieces.add(r.entry);
  }
  return { holding, entries: graph.entries.filter((e) => withPieces.has(e)) };
}

export default defineRule('split-payload', async (ctx) => {
  const graph = await ctx.model.graph();
  const { holding, entries } = await holdingsOf(ctx, graph);
  const reported = new Set<string>();
  for (const entry of entries) {
    const fragments: Array<Fragment & Placed> = [];
    const assemblies: Placed[] = [];
    for (const path of [...graph.closure(entry).keys()].sort()) {
      const held = await holding(path);
      fragments.push(...held.fragments);
      assemblies.push(...held.assemblies);
    }
    if (fragments.length === 0) continue;
    const fragmentFiles = [...new Set(fragments.map((f) => f.path))];
    const foreignAssembly = assemblies.find((a) => fragmentFiles.some((p) => p !== a.path));
    if (fragmentFiles.length < 2 && !foreignAssembly) continue;
    const ordered = [...fragments].sort(
      (a, b) => a.order - b.order || a.path.localeCompare(b.path) || byPosition(a, b),
    );
    const joined = ordered.map((f) => f.value).join('');
    const decoded = decodeBase64(joined.replace(/[^A-Za-z0-9+/=]/g, ''));
    if (fragmentFiles.length >= 2 && !foreignAssembly && !decoded && assemblies.length === 0) continue;
    const dangerous = decoded ? await dangerOfPayload(decoded) : undefined;
    const severity: Severity = dangerous ? 'critical' : 'high';
    const at = foreignAssembly ?? ordered.find((f) => f.path !== ordered[0]!.path) ?? ordered[0]!;
    const key = `${at.path}:${at.at.startLine}:${at.at.startColumn}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const pieces = fragmentFiles.join(', ');
    const how = foreignAssembly
      ? `${foreignAssembly.path} tells the agent to join and act on fragments kept in ${pieces}`
      : `fragments of one encoded value are spread over ${pieces}`;
    const result = decoded
      ? `; joined in order they decode to \`${inert(decoded, 120)}\`${dangerous ? ` (${dangerous})` : ''}`
      : '';
    await reportReached(ctx, {
      path: at.path,
      region: at.at,
      severity,
      message: `Split payload: ${how}${result} — no single file shows what runs`,
      fingerprintKey: `split:${pieces}:${joined.slice(0, 64)}`,
    });
  }
});

import { normalizeText } from '../../analysis/normalize.js';
import { type StandingOverride, standingOverrides } from '../../analysis/standing-overrides.js';
import type { Location, Severity } from '../../findings.js';
import type { TextFile } from '../../model/files.js';
import type { RuleContext } from '../types.js';
import { reportReached } from './reach.js';
import { SHIPPED_WHERE, shippedCap } from './shipped-files.js';
import { type StandingFile, standingFiles } from './standing-files.js';
import {
  excerpt,
  isEducationalFile,
  isMarkdownPath,
  lowerSeverity,
  normRegion,
  placementOf,
  type TextTarget,
  textTargets,
} from './text-context.js';

/**
 * Standing safety overrides (src/analysis/prose/standing-overrides.ts) in the files the runtime loads into
 * every session and in every text a skill reaches. One finding per file, at its first imperative (a
 * refusal or confirmation ban) or else its first grant, with the other sentences as related locations:
 * the sentences of one file make one policy, and together they say how far it reaches.
 * - **high**: targets are declared authorised wholesale (every target, production-like ones as sandbox),
 *   confirmation is ruled out beside attack or target words, or refusals are banned in a file that also
 *   declares the work authorised — the agent acts on anything without the checks the user relies on;
 * - **medium**: a refusal ban or an authorised status alone;
 * - one step lower when every sentence sits in a code block (a sample, unless the file says it outside too)
 *   or in a reached document about attacks that is no entry point itself; **low** in a file only shipped.
 */

const WHAT: Record<StandingOverride['kind'], string> = {
  refusal: 'tells the agent never to refuse',
  authorization: 'declares the targets authorised in advance',
  'no-confirm': 'rules out asking for confirmation',
};
const SCOPED_WHERE = ' — only for file acts inside a scratch folder the sentence names';

function gradeOf(hits: readonly StandingOverride[]): Severity {
  const has = (k: StandingOverride['kind']) => hits.some((h) => h.kind === k);
  const widening = hits.some((h) => h.kind === 'authorization' && h.widening);
  // A waiver bounded to file acts in a scratch folder is a convenience, whatever words sit beside it.
  const openWaiver = hits.some((h) => h.kind === 'no-confirm' && !h.scoped);
  if (widening || openWaiver || (has('refusal') && has('authorization'))) return 'high';
  if (hits.every((h) => h.kind === 'no-confirm')) return 'low';
  return 'medium';
}

interface Judged {
  severity: Severity;
  first: StandingOverride;
  hits: StandingOverride[];
}

function judge(t: TextTarget, seen: ReadonlySet<string>): Judged | undefined {
  const all = standingOverrides(t.norm.text);
  if (all.length === 0) return undefined;
  const inCode = (h: StandingOverride) => placementOf(t, t.norm.toOriginal(h.start)).code !== undefined;
  const outside = all.filter((h) => !inCode(h));
  // A code block is a sample unless the file says the same outside one: then the block is its declaration.
  const hits = all;
  let severity = gradeOf(hits);
  if (outside.length === 0) severity = lowerSeverity(severity);
  const line = (h: StandingOverride) => normRegion(t, h.start, h.end).startLine;
  const free = hits.filter((h) => !seen.has(`${t.path}:${line(h)}`));
  const first =
    free.find((h) => h.kind !== 'authorization' && !inCode(h)) ?? free.find((h) => !inCode(h)) ?? free[0];
  return first ? { severity, first, hits } : undefined;
}

function targetOf(path: string, file: TextFile, ctx: RuleContext): TextTarget {
  const md = isMarkdownPath(path) ? ctx.model.files.markdown(file, 0) : undefined;
  return { path, file, norm: normalizeText(file.text), ...(md ? { md } : {}) };
}

export async function reportStandingOverrides(ctx: RuleContext, seen: ReadonlySet<string>): Promise<void> {
  const standing = new Map<string, StandingFile>();
  for (const f of await standingFiles(ctx)) standing.set(f.path, f);
  const targets = new Map<string, TextTarget>();
  for (const t of await textTargets(ctx)) targets.set(t.path, t);
  for (const path of standing.keys()) {
    if (targets.has(path)) continue;
    const file = await ctx.model.files.text(path);
    if (file && !file.anomalies.some((a) => a.kind === 'binary'))
      targets.set(path, targetOf(path, file, ctx));
  }
  const entries = new Set((await ctx.model.graph()).entries);
  for (const t of [...targets.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const judged = judge(t, seen);
    if (!judged) continue;
    const loaded = standing.get(t.path);
    let severity = judged.severity;
    let where = judged.hits.every((h) => h.scoped) ? SCOPED_WHERE : '';
    if (loaded)
      where = ` — loaded into every session of the project by ${loaded.loader} on its own, so the policy stands over every later task`;
    else if (isEducationalFile(t) && !entries.has(t.path)) {
      // A reached document about attacks (a guide quoting such policies): one step lower. An entry point
      // itself (a subagent, a skill) is loaded as instructions whatever its folder is called.
      severity = lowerSeverity(severity);
      where = ' (in a file about attacks)';
    }
    const cap = loaded ? { severity, shipped: false } : await shippedCap(ctx, t.path, severity);
    const region = normRegion(t, judged.first.start, judged.first.end);
    const others = judged.hits.filter((h) => h !== judged.first);
    const related: Location[] = others.slice(0, 8).map((h) => ({
      path: t.path,
      region: normRegion(t, h.start, h.end),
      message: `also ${WHAT[h.kind]}`,
    }));
    const kinds = [...new Set(judged.hits.map((h) => WHAT[h.kind]))].join('; ');
    const said = excerpt(t.norm.text.slice(judged.first.start, judged.first.end));
    await reportReached(ctx, {
      path: t.path,
      region,
      severity: cap.severity,
      message: `'${said}' pre-approves the agent's actions as a standing rule (${kinds})${where}${cap.shipped ? SHIPPED_WHERE : ''}`,
      fingerprintKey: `standing|${judged.hits.map((h) => h.kind).join(',')}|${said.toLowerCase()}`,
      related,
    });
  }
}

import { inert } from '../../analysis/payloads.js';
import { type Confidence, type Location, type Region, type Severity, severityRank } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { Reach } from '../../model/graph.js';
import { type DormantCopy, dormantCopyOf } from '../../model/load-status.js';
import type { ScanModel } from '../../model/model.js';
import type { RuleContext } from '../types.js';

/** Evidence found in one file, before it is attributed to the entry points that reach that file. */
export interface Hit {
  path: string;
  region?: Region;
  message: string;
  severity?: Severity;
  confidence?: Confidence;
  /** Identity of the evidence across runs: normalised content, never the message (src/findings.ts). */
  fingerprintKey: string;
  /** Other places that matter (a corroborating sink, the other half of a split payload). */
  related?: Location[];
  /**
   * The evidence is a file itself (a symlink, an unreadable or truncated file, a folder): name the skills
   * whose folders hold it as entry points too, since nothing may reference it (docs/taxonomy.md).
   */
  owners?: boolean;
  /** Other files the evidence's text was built from (TextIntent.sources): named as related locations. */
  sources?: readonly string[];
  /**
   * The risk is the text being published, whoever loads the file (a committed key is leaked in a backup
   * too): not lowered in a leftover copy nothing loads.
   */
  published?: boolean;
}

/** Shortest chain first, then entry path: the primary entry shown first everywhere. */
function byDepth(a: Reach, b: Reach): number {
  return a.depth - b.depth || (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0);
}

/**
 * Reports a hit once, at the evidence (docs/taxonomy.md: one finding per evidence), naming every entry
 * point whose closure reaches its file as a related location with its own chain. A hit in a file no
 * entry reaches is still reported, on the file alone: unreachable today is reachable tomorrow.
 */
export async function reportReached(ctx: RuleContext, hit: Hit): Promise<void> {
  const graph = await ctx.model.graph();
  const reaches = [...graph.reachers(hit.path)];
  if (hit.owners)
    for (const o of folderOwners(ctx, hit.path))
      if (!reaches.some((r) => r.entry === o.entry)) reaches.push(o);
  reaches.sort(byDepth);
  const location: Location = { path: hit.path, ...(hit.region ? { region: hit.region } : {}) };
  const related: Location[] = [...(hit.related ?? [])];
  for (const path of hit.sources ?? [])
    if (!related.some((x) => x.path === path))
      related.push({ path, message: 'the text of this evidence is written here' });
  for (const r of reaches) {
    if (r.entry !== hit.path && !related.some((x) => x.path === r.entry))
      related.push({ path: r.entry, message: 'entry point a user installs' });
  }
  const dormant = await dormantOf(ctx, hit);
  ctx.report({
    location,
    // Entry points are structured (related locations, code flows, JSON `entries`), not message text:
    // every output shows them, and the message stays the same when another skill starts to reach it.
    message: dormant ? `${hit.message}${dormantNote(hit.path, dormant)}` : hit.message,
    ...(dormant ? { severity: 'low' as const } : hit.severity ? { severity: hit.severity } : {}),
    ...(hit.confidence ? { confidence: hit.confidence } : {}),
    fingerprintKey: hit.fingerprintKey,
    related,
    reach: reaches.map((r) => ({
      entry: r.entry,
      chain: r.depth === 0 ? [] : [...r.chain.slice(0, -1), { ...location, message: 'evidence' }],
    })),
  });
}

/**
 * A copy nothing loads (`SKILL.md.bak.<date>`, `install.sh.orig` beside `install.sh`, `env.sh.sample`:
 * src/model/load-status.ts) holds evidence no runtime reads or runs: at most low, never above the live file
 * it copies, which is graded on its own. Only findings above low, and never evidence that is a file itself
 * or text whose publication is the risk.
 */
async function dormantOf(ctx: RuleContext, hit: Hit): Promise<DormantCopy | undefined> {
  if (hit.owners || hit.published || severityRank(hit.severity ?? ctx.meta.severity) <= severityRank('low'))
    return undefined;
  return dormantCopyOf(ctx.model, hit.path);
}

function dormantNote(path: string, copy: DormantCopy): string {
  const name = (p: string) => `\`${inert(p.slice(p.lastIndexOf('/') + 1), 80).replace(/`/g, "'")}\``;
  const what =
    copy.kind === 'template'
      ? `a sample of ${name(copy.live)}`
      : `a leftover ${copy.kind === 'editor' ? "editor's " : ''}copy of ${name(copy.live)}`;
  const where = copy.present ? ' beside it' : ' (not shipped)';
  return ` — but ${name(path)} is ${what}${where} that nothing loads: no runtime reads it, and no text, launch point or command in reach names, runs, prints or copies it into place (a dormant copy; the live file is graded on its own)`;
}

/** Skills whose folder holds `path` (the skill's own folder is one hop: the runtime may read any file in it). */
function folderOwners(ctx: RuleContext, path: string): Reach[] {
  const out: Reach[] = [];
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill' || doc.path === path) continue;
    if (!doc.paths.some((p) => path.startsWith(`${p.slice(0, p.lastIndexOf('/') + 1)}`))) continue;
    out.push({ entry: doc.path, chain: [{ path: doc.path, message: 'skill-folder' }, { path }], depth: 1 });
  }
  return out;
}

const REACHABLE = derivedKey<Promise<readonly string[]>>('files some entry point reaches');

/**
 * Every file some entry point reaches (entries included), once each, sorted: what content rules scan.
 * Computed once per model; a dozen rules ask for it.
 */
export function reachableFiles(ctx: RuleContext): Promise<readonly string[]> {
  return ctx.model.derived.get(REACHABLE, () => collectReachable(ctx.model));
}

async function collectReachable(model: ScanModel): Promise<readonly string[]> {
  return [...(await model.graph()).reached()].sort();
}

import type { RuntimeProfile } from '../discovery/runtimes/index.js';
import { SPEC_PRECEDENCE } from '../discovery/runtimes/spec.js';
import type { Location, Region } from '../findings.js';
import type { ScanModel } from '../model/model.js';
import type { Invocation, RuntimeId, SkillDoc } from '../model/skill.js';
import { listingSettingsOf, namesOf, nestedPrefix } from './support/runtimes.js';
import { similarPairs } from './support/similar-sets.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Two entries a runtime reaches under one name (one shadows the other, or the runtime picks one by scan
 * order), and same-job rivals: skills whose descriptions are near-identical, so the model routes between
 * them on a coin flip. Discovery already merges one real file reached through several paths into one
 * SkillDoc, so a symlinked copy is never a conflict here.
 */

// Precedence of scopes per runtime, highest first, from its profile (docs/skills.md §2.1, §3); runtimes
// that document none follow the spec's guidance. A scope missing from a list never meets the others under
// one name (Claude Code qualifies nested names; plugins are namespaced).

/** The rank of the folder an entry was found through, in a runtime's within-scope order (-1: not listed). */
function folderRank(folders: readonly string[], via: string): number {
  return folders.findIndex((d) => via.startsWith(`${d}/`) || via.includes(`/${d}/`));
}

interface Item {
  doc: SkillDoc;
  inv: Invocation;
}

/** Nested skill roots only meet when one folder contains the other (the runtime walks up from the cwd). */
function meet(model: ScanModel, rt: RuntimeProfile, a: Item, b: Item): boolean {
  if (a.inv.scope !== 'nested' && b.inv.scope !== 'nested') return true;
  const pa = nestedPrefix(model, rt.id, a.inv.via);
  const pb = nestedPrefix(model, rt.id, b.inv.via);
  const under = (x: string, y: string) => y === '' || x === y || x.startsWith(`${y}/`);
  return under(pa, pb) || under(pb, pa);
}

/** Where a finding about a doc points: its `name` value, else the frontmatter opener, else 1:1. */
function nameLocation(doc: SkillDoc): Location {
  const info = doc.frontmatter.keys.get('name');
  const region: Region = info
    ? info.valueRegion
    : doc.frontmatter.present
      ? { startLine: 1, startColumn: 1, endLine: 1, endColumn: 4 }
      : { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 };
  return { path: doc.path, region };
}

type Outcome =
  | { kind: 'shadowed'; winner: Item; why: string }
  | { kind: 'ambiguous'; other: Item; why: string };

/** Decides between two entries of one runtime under one name; undefined when they never meet. */
function decide(
  model: ScanModel,
  rt: RuntimeProfile,
  a: Item,
  b: Item,
): { loser: Item; outcome: Outcome } | undefined {
  if (!meet(model, rt, a, b)) return undefined;
  const prec = rt.precedence;
  if (prec?.skillBeatsCommand && a.doc.kind !== b.doc.kind) {
    const [skill, cmd] = a.doc.kind === 'skill' ? [a, b] : [b, a];
    return {
      loser: cmd,
      outcome: { kind: 'shadowed', winner: skill, why: 'a skill beats a command of the same name' },
    };
  }
  const order = prec?.order ?? SPEC_PRECEDENCE.order;
  // A nested skill root is part of the repository: it ranks as a project skill where it loads.
  const rank = (i: Item) => order.indexOf(i.inv.scope === 'nested' ? 'project' : i.inv.scope);
  const ra = rank(a);
  const rb = rank(b);
  if (ra >= 0 && rb >= 0 && ra !== rb) {
    const [win, lose] = ra < rb ? [a, b] : [b, a];
    return {
      loser: lose,
      outcome: { kind: 'shadowed', winner: win, why: prec?.rule ?? SPEC_PRECEDENCE.rule },
    };
  }
  const same = prec?.withinScope;
  if (same) {
    const da = folderRank(same.folders, a.inv.via);
    const db = folderRank(same.folders, b.inv.via);
    if (da !== db) {
      const [win, lose] = da > db ? [a, b] : [b, a];
      return { loser: lose, outcome: { kind: 'shadowed', winner: win, why: same.why } };
    }
  }
  // Same scope, no documented tie-break: report once, on the later path.
  const [first, second] = a.doc.path < b.doc.path ? [a, b] : [b, a];
  return {
    loser: second,
    outcome: {
      kind: 'ambiguous',
      other: first,
      why: prec?.onTie ?? 'the runtime documents no order; it depends on folder scan order',
    },
  };
}

/**
 * Per runtime, the entries reached under each name, in skill order: one pass over the skills (one per runtime
 * read every skill's invocations ten times over).
 */
function entriesByName(model: ScanModel): Map<RuntimeId, Map<string, Item[]>> {
  const byRuntime = new Map<RuntimeId, Map<string, Item[]>>();
  for (const doc of model.skills) {
    if (doc.kind === 'agent') continue;
    // Invocations are sorted by runtime, then name: a name's repeats (other paths) follow it.
    const last = new Map<RuntimeId, string>();
    for (const inv of doc.invocations) {
      if (last.get(inv.runtime) === inv.name) continue;
      last.set(inv.runtime, inv.name);
      const byName = byRuntime.get(inv.runtime) ?? new Map<string, Item[]>();
      byRuntime.set(inv.runtime, byName);
      const items = byName.get(inv.name);
      if (items) items.push({ doc, inv });
      else byName.set(inv.name, [{ doc, inv }]);
    }
  }
  return byRuntime;
}

function nameCollisions(ctx: RuleContext): Set<string> {
  const reported = new Set<string>();
  // loser path + other path + outcome kind → runtimes, so one pair across five runtimes is one finding.
  const groups = new Map<string, { loser: Item; outcome: Outcome; runtimes: RuntimeId[] }>();
  const byRuntime = entriesByName(ctx.model);
  for (const rt of ctx.model.profiles) {
    for (const items of byRuntime.get(rt.id)?.values() ?? []) {
      if (items.length < 2) continue;
      const bounded = items.slice(0, 50);
      for (let i = 0; i < bounded.length; i++) {
        for (let j = i + 1; j < bounded.length; j++) {
          const d = decide(ctx.model, rt, bounded[i]!, bounded[j]!);
          if (!d) continue;
          const other = d.outcome.kind === 'shadowed' ? d.outcome.winner : d.outcome.other;
          const key = `${d.loser.doc.path}\u0000${other.doc.path}\u0000${d.outcome.kind}\u0000${d.outcome.why}`;
          const g = groups.get(key) ?? { loser: d.loser, outcome: d.outcome, runtimes: [] };
          if (!g.runtimes.includes(rt.id)) g.runtimes.push(rt.id);
          groups.set(key, g);
        }
      }
    }
  }
  for (const { loser, outcome, runtimes } of [...groups.values()].sort((a, b) =>
    a.loser.doc.path < b.loser.doc.path ? -1 : 1,
  )) {
    const who = namesOf(ctx.model, runtimes);
    const other = outcome.kind === 'shadowed' ? outcome.winner : outcome.other;
    const what = (i: Item) => `${i.inv.scope} ${i.doc.kind}`;
    const message =
      outcome.kind === 'shadowed'
        ? `${who} never load${runtimes.length > 1 ? '' : 's'} this ${what(loser)} '${loser.inv.name}': the ${what(other)} ${other.doc.path} has the same name and wins (${outcome.why})`
        : `${who} load${runtimes.length > 1 ? '' : 's'} both this ${what(loser)} and ${other.doc.path} as '${loser.inv.name}': only one is used and ${outcome.why}`;
    reported.add(pairKey(loser.doc, other.doc));
    ctx.report({
      message,
      location: nameLocation(loser.doc),
      related: [{ ...nameLocation(other.doc), message: `the other '${loser.inv.name}'` }],
      fingerprintKey: `${outcome.kind}|${loser.inv.name}|${other.doc.path}`,
    });
  }
  return reported;
}

const pairKey = (a: SkillDoc, b: SkillDoc) =>
  a.real < b.real ? `${a.real}\u0000${b.real}` : `${b.real}\u0000${a.real}`;

// ---------------------------------------------------------------------------------------------------
// Same-job rivals

/**
 * Jaccard similarity of the descriptions' word sets (NFKC, lower case, letters and digits, stop words
 * and one-letter tokens removed). Threshold and its measurement: rules/skill-conflict.md.
 */
export const RIVAL_THRESHOLD = 0.6;
const MIN_WORDS = 5;
const STOP = new Set(
  'a an the and or of to in on for with when use used using this that it its is are be as by from at your you any into via skill skills user asks'.split(
    ' ',
  ),
);

export function words(text: string): Set<string> {
  const out = new Set<string>();
  const head = text.slice(0, 8192);
  // NFKC leaves ASCII as it is: most descriptions need no normalising (10,000 of them in a large repository).
  const normal = ASCII.test(head) ? head : head.normalize('NFKC');
  for (const t of normal.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (t.length > 1 && !STOP.has(t)) out.add(t);
  return out;
}

const ASCII = /^[\x00-\x7f]*$/;

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Skills that are listed together: they share a runtime, or both belong to the same uninstalled collection. */
function together(a: SkillDoc, b: SkillDoc): boolean {
  if (a.scope === 'collection' && b.scope === 'collection') return true;
  return a.runtimes.some((r) => b.runtimes.includes(r));
}

/** Rivals named per finding at most: a repository of template copies must not flood the report. */
const MAX_RIVALS_PER_SKILL = 3;

type Described = { d: SkillDoc; w: Set<string> };

function rivals(ctx: RuleContext, skip: Set<string>) {
  const docs: Described[] = [];
  for (const d of ctx.model.skills) {
    const description = d.kind === 'skill' ? d.frontmatter.get('description') : undefined;
    if (typeof description !== 'string') continue;
    const w = words(description);
    if (w.size >= MIN_WORDS) docs.push({ d, w });
  }
  // One finding per skill (the later path of each pair), naming every rival: the evidence is its description.
  const byLater = new Map<string, { later: Described; rivals: Array<{ other: Described; sim: number }> }>();
  for (const [a, b, sim] of similarPairs(docs, RIVAL_THRESHOLD)) {
    if (!together(a.d, b.d) || skip.has(pairKey(a.d, b.d))) continue;
    const later = b.d.path < a.d.path ? a : b;
    const other = later === a ? b : a;
    const entry = byLater.get(later.d.path) ?? { later, rivals: [] };
    entry.rivals.push({ other, sim });
    byLater.set(later.d.path, entry);
  }
  for (const { later, rivals: found } of [...byLater.values()].sort((x, y) =>
    x.later.d.path < y.later.d.path ? -1 : 1,
  )) {
    found.sort((x, y) => y.sim - x.sim || (x.other.d.path < y.other.d.path ? -1 : 1));
    const shown = found.slice(0, MAX_RIVALS_PER_SKILL);
    const { other: earlier, sim } = shown[0]!;
    const onlyHere = [...later.w].filter((x) => !earlier.w.has(x)).sort();
    const onlyThere = [...earlier.w].filter((x) => !later.w.has(x)).sort();
    const more =
      found.length > 1
        ? ` (and ${found.length - 1} more similar: ${found
            .slice(1, 4)
            .map((r) => r.other.d.path)
            .join(', ')}${found.length > 4 ? ', …' : ''})`
        : '';
    const info = later.d.frontmatter.keys.get('description');
    ctx.report({
      message: `the description of this skill shares ${Math.round(sim * 100)}% of its words with ${earlier.d.path}${more}: the model chooses between them from the descriptions alone, and only ${quoted(onlyHere)} here versus ${quoted(onlyThere)} there tell them apart — a near-duplicate rival makes either one fire less reliably`,
      location: { path: later.d.path, region: info?.valueRegion ?? nameLocation(later.d).region! },
      related: shown.map((r) => ({
        path: r.other.d.path,
        region: r.other.d.frontmatter.keys.get('description')!.valueRegion,
        message: 'a rival description',
      })),
      severity: 'low',
      confidence: 'low',
      fingerprintKey: `rival|${earlier.d.path}`,
    });
  }
}

function quoted(xs: string[]): string {
  return xs.length
    ? xs
        .slice(0, 6)
        .map((x) => `'${x}'`)
        .join(', ')
    : 'nothing';
}

/**
 * Runtimes with bundled skills that a skill of the same name overrides (Claude Code: any personal or
 * project skill). The bundled names are not in docs/skills.md, so only those configured in
 * `listing.extraSkills.bundled` are checked.
 */
function bundledOverrides(ctx: RuleContext) {
  const settings = listingSettingsOf(ctx);
  for (const rt of ctx.model.profiles) {
    if (!rt.precedence?.overridesBundled) continue;
    const lists = [settings.extraSkills?.bundled, settings.runtimes?.[rt.id]?.extraSkills?.bundled];
    const bundled = new Set(lists.flatMap((l) => (Array.isArray(l) ? l.map((s) => s.name) : [])));
    if (bundled.size > 0) overridesIn(ctx, rt, bundled);
  }
}

function overridesIn(ctx: RuleContext, rt: RuntimeProfile, bundled: ReadonlySet<string>) {
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill') continue;
    const inv = doc.invocations.find(
      (i) => i.runtime === rt.id && i.scope !== 'plugin' && i.scope !== 'nested' && bundled.has(i.name),
    );
    if (!inv) continue;
    ctx.report({
      message: `${rt.name} runs this ${inv.scope} skill instead of its bundled skill '${inv.name}' (any personal or project skill overrides a bundled one, not its aliases)`,
      location: nameLocation(doc),
      severity: 'low',
      fingerprintKey: `bundled|${inv.name}`,
    });
  }
}

export default defineRule('skill-conflict', (ctx) => {
  const reported = nameCollisions(ctx);
  bundledOverrides(ctx);
  rivals(ctx, reported);
});

import type { EntryResult, EntryState } from '../discovery/listing.js';
import { cutRegion } from '../discovery/listing-cut.js';
import { type CatalogListing, type RuntimeListing, simulateModel } from '../discovery/listing-model.js';
import type { Location } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { listingSettingsOf } from './support/runtimes.js';
import { defineRule } from './types.js';

/**
 * Simulates each runtime's skill listing (src/discovery/listing-model.ts) and reports what the model does not
 * see. A description over the runtime's per-skill cap is the skill's own problem: one finding per skill. A
 * catalogue over its budget is one problem with many victims (docs/taxonomy.md: one finding per catalogue,
 * the affected skills related): one finding per runtime for the repository's own skills, and one per plugin
 * whose own skills it degrades. Settings are the scan's (buildListingSettings: the configuration's `listing`
 * section, flags, environment) unless this rule's options give its own.
 */

const RANK: Record<EntryState, number> = {
  full: 0,
  capped: 1,
  'trigger-dropped': 2,
  truncated: 3,
  'name-only': 4,
  omitted: 4,
};
/** Cuts hiding fewer characters than this are not reported (measured: one corpus skill lost only "y."). */
const MIN_HIDDEN = 10;
/**
 * `x.toLocaleString('en-US')` with one formatter: each call made one (0.05 s per 10,000 findings). Made on
 * first use, not at load: a number formatter maps ~8 MB of locale data, which a scan with no cut never needs.
 */
let enUs: Intl.NumberFormat | undefined;
const n = (x: number) => {
  enUs ??= new Intl.NumberFormat('en-US');
  return enUs.format(x);
};

function excerpt(shown: string): string {
  const c = Array.from(shown);
  return c.length <= 60 ? shown : `…${c.slice(-60).join('')}`;
}

/** Why a catalogue's skills lose text: the size of the listing against the budget. */
function pressureOf(rt: RuntimeListing, cat: CatalogListing, catalogs: number): string {
  const res = cat.result;
  return `the listing needs ${n(res.needed)} characters and the budget is ${n(rt.budget.chars)} (${rt.budget.basis})${catalogs > 1 ? ` with ${cat.label} installed` : ''}`;
}

function fieldOf(r: EntryResult): string {
  return r.entry.descriptionSource?.field === 'body'
    ? 'the first body line (no description)'
    : 'the description';
}

/** What one skill loses, as a related location of its catalogue's finding says it. */
function lossOf(r: EntryResult): string {
  switch (r.state) {
    case 'name-only':
      return `'${r.entry.name}' is listed by name only: ${fieldOf(r)} is dropped`;
    case 'omitted':
      return `'${r.entry.name}' is left out of the skill list entirely`;
    case 'trigger-dropped':
      return `'${r.entry.name}' loses its when_to_use text`;
    default:
      return `${fieldOf(r)} of '${r.entry.name}' is cut after ${n(r.cutAt ?? 0)} of ${n(r.fullLength)} characters; the model sees "${excerpt(r.shown)}" and nothing after`;
  }
}

/** A description over the per-skill cap, whatever the rest of the catalogue holds. */
function describeCap(rt: RuntimeListing, r: EntryResult): string {
  return `${rt.profile.name} shows only the first ${n(r.cutAt ?? 0)} of ${n(r.fullLength)} characters of ${fieldOf(r)}${r.entry.whenToUse ? ' and when_to_use' : ''} of '${r.entry.name}' (per-skill cap ${n(rt.budget.maxDescChars ?? 0)}); the model never sees the rest`;
}

interface Victim {
  doc: SkillDoc;
  cat: CatalogListing;
  r: EntryResult;
}

/** One catalogue's finding: how many skills lose what, and where to start. */
function describeBudget(
  rt: RuntimeListing,
  cat: CatalogListing,
  victims: readonly Victim[],
  catalogs: number,
): string {
  const count = (states: readonly EntryState[]) => victims.filter((v) => states.includes(v.r.state)).length;
  const parts = [
    [count(['name-only']), 'listed by name only'],
    [count(['omitted']), 'left out entirely'],
    [count(['truncated']), 'cut short'],
    [count(['trigger-dropped']), 'without their when_to_use text'],
  ] as const;
  const how = parts
    .filter(([k]) => k > 0)
    .map(([k, what]) => `${n(k)} ${what}`)
    .join(', ');
  const skills = victims.length === 1 ? '1 skill loses' : `${n(victims.length)} skills lose`;
  return `${rt.profile.name}'s skill listing is over its budget: ${pressureOf(rt, cat, catalogs)}, so ${skills} the text the model picks skills by (${how}). Worst hit: ${lossOf(victims[0]!.r)}. Shorten the longest descriptions, or set disable-model-invocation on skills only a user starts`;
}

/** Worst outcome first, then the skill whose description costs the most, then by path: the first to fix. */
function victimOrder(a: Victim, b: Victim): number {
  return (
    RANK[b.r.state] - RANK[a.r.state] ||
    b.r.fullLength - a.r.fullLength ||
    (a.doc.path < b.doc.path ? -1 : a.doc.path > b.doc.path ? 1 : 0)
  );
}

/** The catalogue named in a group's message: the fullest of those that degrade its skills. */
function fullest(victims: readonly Victim[]): CatalogListing {
  let best = victims[0]!.cat;
  for (const v of victims) if (v.cat.result.needed > best.result.needed) best = v.cat;
  return best;
}

export default defineRule('listing-overflow', async (ctx) => {
  const listings = simulateModel(ctx.model, listingSettingsOf(ctx));
  const focus = new Set(await ctx.model.skillsInFocus());
  for (const rt of listings) {
    const { worst, shared } = worstPerSkill(rt);
    const located = new Map<SkillDoc, Location>();
    const locate = (doc: SkillDoc): Location => {
      let l = located.get(doc);
      if (!l) {
        const cut = cutRegion(worst.get(doc)!.r);
        l = cut
          ? { path: cut.path, region: cut.region }
          : { path: doc.path, region: doc.frontmatter.blockRegion() };
        located.set(doc, l);
      }
      return l;
    };
    // Victims of a budget, per catalogue: the repository's own skills (in every catalogue) form one group,
    // a plugin's own skills another; a description over the per-skill cap is reported on its own.
    const groups = new Map<CatalogListing | 'repository', Victim[]>();
    for (const [doc, v] of worst) {
      if (!v.r.byBudget) {
        if (focus.has(doc))
          ctx.report({
            message: describeCap(rt, v.r),
            location: locate(doc),
            severity: 'low',
            fingerprintKey: `${rt.profile.id}|${v.r.state}|${v.r.entry.name}`,
          });
        continue;
      }
      const key = shared.has(doc) ? 'repository' : v.cat;
      const list = groups.get(key);
      if (list) list.push({ doc, ...v });
      else groups.set(key, [{ doc, ...v }]);
    }
    for (const [key, victims] of groups) {
      // A pull-request scan reports a catalogue whose victims include a skill it looks at.
      if (!victims.some((v) => focus.has(v.doc))) continue;
      victims.sort(victimOrder);
      const [first, ...rest] = victims;
      const severe = victims.some((v) => v.r.state === 'name-only' || v.r.state === 'omitted');
      ctx.report({
        message: describeBudget(rt, fullest(victims), victims, rt.catalogs.length),
        location: locate(first!.doc),
        severity: severe ? 'medium' : 'low',
        // Every other victim, each with what it loses: the skills a user fixes, and where a pull request
        // that touches one of them finds this finding.
        related: rest.map((v) => ({ ...locate(v.doc), message: lossOf(v.r) })),
        fingerprintKey: `${rt.profile.id}|budget|${key === 'repository' ? key : key.label}`,
      });
    }
  }
});

/**
 * The worst outcome per skill over every catalogue of a runtime, and which skills are the repository's own
 * (listed in every catalogue). A catalogue that degrades the repository's skills as an earlier one did holds
 * the same results for them, which change no skill's worst outcome: only its own entries (a plugin's) are
 * read. On 10,000 skills in 80 plugins that is 3,600 entries per runtime instead of 290,000.
 */
function worstPerSkill(rt: RuntimeListing): {
  worst: Map<SkillDoc, { cat: CatalogListing; r: EntryResult }>;
  shared: Set<SkillDoc>;
} {
  const worst = new Map<SkillDoc, { cat: CatalogListing; r: EntryResult }>();
  const shared = new Set<SkillDoc>();
  const seen = new Set<readonly EntryResult[]>();
  for (const cat of rt.catalogs) {
    const parts = cat.result.parts;
    const entries = seen.has(parts.shared) ? parts.own : cat.result.entries;
    if (!seen.has(parts.shared)) for (const r of parts.shared) if (r.entry.doc) shared.add(r.entry.doc);
    seen.add(parts.shared);
    for (const r of entries) {
      const doc = r.entry.doc;
      if (!doc || r.state === 'full') continue;
      // A cut that hides only a few trailing characters leaves the description intact in substance.
      const hidden = r.fullLength - (r.cutAt ?? 0);
      if ((r.state === 'truncated' || r.state === 'capped') && hidden < MIN_HIDDEN) continue;
      const prev = worst.get(doc);
      if (!prev || RANK[r.state] > RANK[prev.r.state]) worst.set(doc, { cat, r });
    }
  }
  return { worst, shared };
}

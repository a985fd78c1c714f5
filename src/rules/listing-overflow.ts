import type { EntryResult, EntryState } from '../discovery/listing.js';
import { cutRegion } from '../discovery/listing-cut.js';
import { type CatalogListing, type RuntimeListing, simulateModel } from '../discovery/listing-model.js';
import type { Location } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { listingSettingsOf } from './support/runtimes.js';
import { defineRule } from './types.js';

/**
 * Simulates each runtime's skill listing (src/discovery/listing-model.ts) and reports every repository skill
 * whose description the model does not see in full. Settings are the scan's (buildListingSettings: the
 * configuration's `listing` section, flags, environment) unless this rule's options give its own.
 */

const RANK: Record<EntryState, number> = {
  full: 0,
  capped: 1,
  'trigger-dropped': 2,
  truncated: 3,
  'name-only': 4,
  omitted: 4,
};
const MAX_RELATED = 10;
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

function describe(rt: RuntimeListing, cat: CatalogListing, r: EntryResult, catalogs: number): string {
  const who = rt.profile.name;
  const res = cat.result;
  const pressure = `the listing needs ${n(res.needed)} characters and the budget is ${n(rt.budget.chars)} (${rt.budget.basis})${catalogs > 1 ? ` with ${cat.label} installed` : ''}`;
  const field =
    r.entry.descriptionSource?.field === 'body' ? 'the first body line (no description)' : 'the description';
  switch (r.state) {
    case 'name-only':
      return `${who} lists only the name '${r.entry.name}': ${field} is dropped because ${pressure} — the model cannot tell when to use this skill`;
    case 'omitted':
      return `${who} leaves '${r.entry.name}' out of the skill list entirely because ${pressure} — the model does not know this skill exists`;
    case 'trigger-dropped':
      return `${who} drops the when_to_use text of '${r.entry.name}' because ${pressure}; the model sees only its description`;
    case 'truncated':
      return `${who} cuts ${field} of '${r.entry.name}' after ${n(r.cutAt ?? 0)} of ${n(r.fullLength)} characters because ${pressure}; the model sees "${excerpt(r.shown)}" and nothing after`;
    default:
      return `${who} shows only the first ${n(r.cutAt ?? 0)} of ${n(r.fullLength)} characters of ${field}${r.entry.whenToUse ? ' and when_to_use' : ''} of '${r.entry.name}' (per-skill cap ${n(rt.budget.maxDescChars ?? 0)}); the model never sees the rest`;
  }
}

export default defineRule('listing-overflow', async (ctx) => {
  const listings = simulateModel(ctx.model, listingSettingsOf(ctx));
  const focus = new Set(await ctx.model.skillsInFocus());
  for (const rt of listings) {
    // The worst outcome per skill over every catalog it belongs to.
    const worst = new Map<SkillDoc, { cat: CatalogListing; r: EntryResult }>();
    const seen = new Set<readonly EntryResult[]>();
    for (const cat of rt.catalogs) {
      // A catalogue that degrades the repository's skills as an earlier one did holds the same results for
      // them, which change no skill's worst outcome: only its own entries (a plugin's) are read. On 10,000
      // skills in 80 plugins that is 3,600 entries per runtime instead of 290,000.
      const { shared, own } = cat.result.parts;
      const entries = seen.has(shared) ? own : cat.result.entries;
      seen.add(shared);
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
    // Located when reported or named as a neighbour: a pull-request scan reports the few skills in focus.
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
    // The skills each catalog's budget degraded, in the same order: a finding names a few of its
    // neighbours (searching the whole map per finding was quadratic in the skills degraded).
    const budgetVictims = new Map<unknown, SkillDoc[]>();
    for (const [doc, { cat, r }] of worst) {
      if (!r.byBudget) continue;
      const list = budgetVictims.get(cat) ?? [];
      if (list.length <= MAX_RELATED) list.push(doc);
      budgetVictims.set(cat, list);
    }
    // One related location per neighbour, shared by the findings naming it (read-only once reported):
    // thousands of findings each naming ten neighbours held a copy and a message string per pair.
    const alsoDegraded = `also degraded by the ${rt.profile.name} listing budget`;
    const neighbour = new Map<SkillDoc, Location>();
    const neighbourOf = (other: SkillDoc): Location => {
      let l = neighbour.get(other);
      if (!l) {
        l = { ...locate(other), message: alsoDegraded };
        neighbour.set(other, l);
      }
      return l;
    };
    for (const [doc, { cat, r }] of worst) {
      // Every cut is located in its skill's document, and neighbours are context: a skill out of focus
      // has nothing a pull-request scan reports.
      if (!focus.has(doc)) continue;
      const related: Location[] = [];
      if (r.byBudget) {
        for (const other of budgetVictims.get(cat) ?? []) {
          if (related.length >= MAX_RELATED) break;
          if (other !== doc) related.push(neighbourOf(other));
        }
      }
      const severe = r.state === 'name-only' || r.state === 'omitted';
      ctx.report({
        message: describe(rt, cat, r, rt.catalogs.length),
        location: locate(doc),
        severity: severe ? 'medium' : 'low',
        related,
        // Neighbours cut by the same budget: a change to one of them is not a change to this skill.
        relatedAreContext: true,
        fingerprintKey: `${rt.profile.id}|${r.state}|${r.entry.name}`,
      });
    }
  }
});

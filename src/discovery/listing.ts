import type { Budget } from './listing-budget.js';
import { type Limits, type Outcome, Part, simulateParts } from './listing-degrade.js';
import {
  type EntryResult,
  type Level,
  type ListingEntry,
  lengthsOf,
  MadeResults,
} from './listing-results.js';
import { isListed, type ListedRuntime, RUNTIMES, type RuntimeId } from './runtimes/index.js';

/**
 * The skill listing a runtime puts in the model's context every turn, simulated from data
 * (docs/skills.md §2.3, §3, §5 fact 3). The simulator is pure: callers hand it entries and
 * settings, it returns what the model sees. listing-model.ts turns a scan model into entries.
 *
 * Budget: characters = context window (tokens) × 4 characters per token × budget fraction. The factor 4
 * is what makes the documented fallback consistent: 8,000 = 200,000 tokens × 4 × 1% (Claude Code).
 *
 * Degradation when over budget. Claude Code's docs say descriptions of the least-invoked skills go first;
 * a static scanner has no usage data, so this simulator uses a fixed, deterministic order instead and
 * degrades in stages, each stage only as far as needed:
 *   1. trigger hints (`when_to_use`) are dropped, longest hint first;
 *   2. descriptions are cut to one common cap, the largest that fits ("water-filling": short descriptions
 *      stay whole, only the longest are cut), but never below `minDescChars`;
 *   3. skills fall to their name only (Claude Code: the name is always listed) or are omitted (Codex:
 *      whole skills dropped, lowest-priority scope first), longest description first, until the rest fit.
 * Longest-first touches the fewest skills for the characters it frees, and the result does not depend on
 * file order. Bundled skills are reserved: always shown whole, their cost taken off the budget first.
 * Characters are counted in Unicode code points (Claude Code counts display width; they differ only
 * for wide characters such as CJK and emoji).
 */

export { type Budget, budgetFor, CHARS_PER_TOKEN, compareVersions } from './listing-budget.js';
export { TRIGGER_SEP } from './listing-degrade.js';
export {
  codePointLength,
  type EntryOrigin,
  type EntryResult,
  type EntryState,
  type ListingEntry,
  type TextSource,
} from './listing-results.js';

/** The runtimes whose listing is simulated: those with a documented budget (`listing` in their profile). */
export const LISTING_PROFILES: readonly ListedRuntime[] = RUNTIMES.filter(isListed);

/**
 * Runtimes docs/skills.md gives no listing numbers for: they are not simulated, and the CLI says so rather
 * than inventing a budget.
 */
export const UNSIMULATED_REASON =
  'skills.md documents no listing budget or per-entry cap for this runtime; it is not simulated';

export function listingProfile(runtime: RuntimeId): ListedRuntime | undefined {
  return LISTING_PROFILES.find((p) => p.id === runtime);
}

export interface ListingResult {
  profile: ListedRuntime;
  budget: Budget;
  /** Characters the shown listing uses (entries joined by line breaks). */
  used: number;
  /** Characters the listing would need with every entry at its per-entry cap. */
  needed: number;
  overBudget: boolean;
  /** Every entry, in listing order. */
  readonly entries: EntryResult[];
  /**
   * The same entries as the catalogue was built, each part in listing order: those every catalogue of the
   * runtime lists (one array for all the catalogues that degrade them alike, so a reader of every catalogue
   * can read them once) and the catalogue's own.
   */
  readonly parts: { readonly shared: readonly EntryResult[]; readonly own: readonly EntryResult[] };
  /** The listing as the model sees it, one line per entry shown. */
  readonly text: string;
}

/**
 * The order a runtime lists skills in: bundled first, then by name. Callers that pass entries already in
 * this order (src/discovery/listing-model.ts sorts the repository's skills once per runtime, not once per
 * catalog) make the sort below a linear pass.
 */
export function listingOrder(a: ListingEntry, b: ListingEntry): number {
  return (
    Number(b.origin === 'bundled') - Number(a.origin === 'bundled') ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/**
 * Simulates one runtime's listing for the given entries. Deterministic; O(n log n) arithmetic.
 */
export function simulateListing(
  profile: ListedRuntime,
  entries: readonly ListingEntry[],
  budget: Budget,
): ListingResult {
  return simulateCatalogues(profile, budget, entries, [[]])[0]!;
}

/**
 * Simulates catalogues of one runtime that all list the `shared` entries (the repository's skills) plus
 * their own (a plugin's): catalogue i lists `[...shared, ...own[i]]`, with exactly the result
 * `simulateListing` gives it. The shared entries are measured and sorted once (listing-degrade.ts), and
 * their results are made once per way a catalogue degrades them: catalogues that degrade them alike share
 * one array of their results (`ListingResult.parts`).
 */
export function simulateCatalogues(
  profile: ListedRuntime,
  budget: Budget,
  shared: readonly ListingEntry[],
  own: readonly (readonly ListingEntry[])[],
): ListingResult[] {
  const limits: Limits = {
    triggerField: profile.listing.triggerField,
    omit: profile.listing.overflow === 'omit',
    minDescChars: profile.listing.minDescChars,
    maxDesc: budget.maxDescChars,
    chars: budget.chars,
  };
  const partOf = (entries: readonly ListingEntry[]) =>
    new Part([...entries].sort(listingOrder), lengthsOf, limits);
  const sharedPart = partOf(shared);
  const made = new MadeResults(limits.maxDesc);
  // The shared entries' results by what decides them: how many fell to their name and lost their hint (the
  // first ones in their orders), the cap, and whether the budget was hit.
  const byOutcome = new Map<string, PartResults>();
  return own.map((entries) => {
    const ownPart = partOf(entries);
    const o = simulateParts(sharedPart, ownPart, listingOrder);
    const key = `${o.dropped.shared}|${o.hintsDropped.shared}|${o.cap}|${o.budgetHit}`;
    let mine = byOutcome.get(key);
    if (!mine) {
      mine = resultsOf(sharedPart, o, 'shared', made);
      byOutcome.set(key, mine);
    }
    const theirs = resultsOf(ownPart, o, 'own', made);
    const used = mine.cost + theirs.cost + Math.max(0, mine.lines + theirs.lines - 1);
    return listingResult(
      { profile, budget, used, needed: o.needed, overBudget: used > budget.chars },
      { shared: mine.results, own: theirs.results },
      o.inserted,
    );
  });
}

interface PartResults {
  results: EntryResult[];
  /** What the part's entries cost, and how many of them are listed. */
  cost: number;
  lines: number;
}

/** The results of one part's entries in a catalogue's outcome, in the part's listing order. */
function resultsOf(
  part: Part<ListingEntry>,
  o: Outcome,
  which: 'shared' | 'own',
  made: MadeResults,
): PartResults {
  const { limits } = part;
  const results: EntryResult[] = new Array(part.entries.length);
  let cost = 0;
  let lines = 0;
  for (let i = 0; i < part.entries.length; i++) {
    const trig = part.trigLen[i]!;
    const degradation = part.degradationRank[i]!;
    const hint = part.triggerRank[i]!;
    const level: Level =
      degradation >= 0 && degradation < o.dropped[which] ? (limits.omit ? 'omitted' : 'name-only') : 'text';
    const lengths = { name: part.nameLen[i]!, desc: part.descLen[i]!, trig };
    const cap = part.bundled[i] ? limits.maxDesc : o.cap;
    const trigger = trig > 0 && !(hint >= 0 && hint < o.hintsDropped[which]);
    const r = made.get(
      which === 'shared' ? i : -1,
      part.entries[i]!,
      lengths,
      level,
      cap,
      trigger,
      o.budgetHit,
    );
    results[i] = r;
    cost += r.cost;
    if (level !== 'omitted') lines++;
  }
  return { results, cost, lines };
}

/**
 * The result, its entries merged and its text joined when read: the listing rule reads a catalogue's own
 * entries, and the shared ones only of the first catalogue degrading them one way (80 plugin catalogues of
 * 3,600 repository skills were 290,000 entries per runtime); the text is read by `skillscan listing` only.
 */
function listingResult(
  head: Omit<ListingResult, 'entries' | 'text' | 'parts'>,
  parts: ListingResult['parts'],
  inserted: Int32Array,
): ListingResult {
  let entries: EntryResult[] | undefined;
  let text: string | undefined;
  const merged = () => {
    entries ??= mergeResults(parts, inserted);
    return entries;
  };
  return {
    ...head,
    parts,
    get entries() {
      return merged();
    },
    get text() {
      text ??= merged()
        .flatMap((r) => (r.shown === '' ? [] : [r.shown]))
        .join('\n');
      return text;
    },
  };
}

/** Both parts in listing order: own entry j goes after the first `inserted[j]` shared ones. */
function mergeResults(parts: ListingResult['parts'], inserted: Int32Array): EntryResult[] {
  if (parts.own.length === 0) return [...parts.shared];
  const out: EntryResult[] = [];
  let from = 0;
  parts.own.forEach((r, j) => {
    for (; from < inserted[j]!; from++) out.push(parts.shared[from]!);
    out.push(r);
  });
  for (; from < parts.shared.length; from++) out.push(parts.shared[from]!);
  return out;
}

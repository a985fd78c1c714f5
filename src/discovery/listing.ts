import type { Region } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import type { Budget } from './listing-budget.js';
import { byLongest, Costs, capAndDrop, type Work as DegradedWork, TRIGGER_SEP } from './listing-degrade.js';
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

export type EntryOrigin = 'repository' | 'user' | 'plugin' | 'bundled';

/** Where a piece of listed text sits in the repository, to map a cut back to a line and column. */
export interface TextSource {
  path: string;
  field: 'description' | 'when_to_use' | 'body';
  /** Offsets in the file text of the value as written (quotes and block headers included). */
  start: number;
  end: number;
  /** Converts a file offset to a region. */
  region(start: number, end: number): Region;
  /** The file text. */
  text: string;
}

export interface ListingEntry {
  name: string;
  description: string;
  whenToUse?: string;
  origin: EntryOrigin;
  /** Scope priority for omission (lower = dropped first). */
  priority: number;
  doc?: SkillDoc;
  descriptionSource?: TextSource;
  triggerSource?: TextSource;
}

export type EntryState = 'full' | 'capped' | 'trigger-dropped' | 'truncated' | 'name-only' | 'omitted';

export interface EntryResult {
  entry: ListingEntry;
  /** The exact line the model sees ('' when omitted). */
  shown: string;
  state: EntryState;
  /** Characters this entry costs, its line break included. */
  cost: number;
  /** Code-point offset in the full text (description + ' - ' + when_to_use) of the first character not
   * shown; undefined when everything is shown. */
  cutAt?: number;
  /** Full text length in code points. */
  fullLength: number;
  /** The part of the cut that was caused by the budget (not only the per-entry cap). */
  byBudget: boolean;
}

export interface ListingResult {
  profile: ListedRuntime;
  budget: Budget;
  /** Characters the shown listing uses (entries joined by line breaks). */
  used: number;
  /** Characters the listing would need with every entry at its per-entry cap. */
  needed: number;
  overBudget: boolean;
  entries: EntryResult[];
  /** The listing as the model sees it, one line per entry shown. */
  readonly text: string;
}

const cps = (s: string): string[] => Array.from(s);

/**
 * `Array.from(s).length` without building the array (a lone surrogate counts as one, as there): the
 * listing measures every skill's name and description once per runtime and catalog.
 */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
export { TRIGGER_SEP };

function fullTextOf(e: ListingEntry, withTrigger: boolean): string {
  return withTrigger && e.whenToUse ? `${e.description}${TRIGGER_SEP}${e.whenToUse}` : e.description;
}

/** An entry's lengths in code points, once per (never changed) entry: plugin catalogs repeat the base. */
const LENGTHS = new WeakMap<ListingEntry, { name: number; description: number; whenToUse: number }>();

function lengthsOf(e: ListingEntry): { name: number; description: number; whenToUse: number } {
  let known = LENGTHS.get(e);
  if (!known) {
    known = {
      name: codePointLength(e.name),
      description: codePointLength(e.description),
      whenToUse: e.whenToUse ? codePointLength(e.whenToUse) : 0,
    };
    LENGTHS.set(e, known);
  }
  return known;
}

/** Cuts to `cap` code points, the last one an ellipsis, as Claude Code does. */
function truncate(text: string, cap: number | null): { text: string; cutAt?: number } {
  if (cap === null || codePointLength(text) <= cap) return { text };
  const c = cps(text);
  const keep = Math.max(0, cap - 1);
  return { text: `${c.slice(0, keep).join('')}…`, cutAt: keep };
}

/** "- name: text", or "- name" when there is no text. */
const lineOf = (name: string, desc: string | undefined) => (desc ? `- ${name}: ${desc}` : `- ${name}`);

type Work = DegradedWork<ListingEntry>;

/** The outcome a shared result was made for: everything resultOf reads besides the entry's lengths. */
interface MadeResult {
  level: Work['level'];
  cap: number | null;
  trigger: boolean;
  trigLen: number;
  maxDesc: number | null;
  budgetHit: boolean;
  result: EntryResult;
}

/**
 * The last result made for each entry, shared by the catalogues of one runtime (simulateListing's
 * `made`). Those catalogues repeat the same repository skills and mostly settle on the same cap, so a
 * skill's result in one is usually its result in the next: reusing it keeps about one object per skill
 * instead of one per skill and catalogue (1.3 million retained results for 10,000 skills in 80
 * plugins). Results are read-only.
 */
export type MadeResults = Map<ListingEntry, MadeResult>;

function sharedResultOf(
  w: Work,
  costs: Costs,
  budgetHit: boolean,
  made: MadeResults | undefined,
): EntryResult {
  if (!made) return resultOf(w, costs, budgetHit);
  const last = made.get(w.e);
  if (
    last &&
    last.level === w.level &&
    last.cap === w.cap &&
    last.trigger === w.trigger &&
    last.trigLen === w.trigLen &&
    last.maxDesc === costs.maxDesc &&
    last.budgetHit === budgetHit
  )
    return last.result;
  const result = resultOf(w, costs, budgetHit);
  const { level, cap, trigger, trigLen } = w;
  made.set(w.e, { level, cap, trigger, trigLen, maxDesc: costs.maxDesc, budgetHit, result });
  return result;
}

/** What the model sees of one entry after the simulation decided its level and cap. */
function resultOf(w: Work, costs: Costs, budgetHit: boolean): EntryResult {
  const fullLength = w.trigLen ? w.descLen + TRIGGER_SEP.length + w.trigLen : w.descLen;
  if (w.level !== 'text') {
    return {
      entry: w.e,
      shown: w.level === 'omitted' ? '' : `- ${w.e.name}`,
      state: w.level,
      cost: costs.costOf(w),
      cutAt: 0,
      fullLength,
      byBudget: true,
    };
  }
  const maxDesc = costs.maxDesc;
  // The cuts `truncate` would make, from the lengths measured once: a cut text has `cutAt` code points and
  // an ellipsis. The line itself is built only when read (`TextResult`).
  const textLen = w.trigger && w.e.whenToUse ? w.descLen + TRIGGER_SEP.length + w.trigLen : w.descLen;
  const cappedCut = cutOf(textLen, maxDesc);
  const budgetCut =
    w.cap !== maxDesc ? cutOf(cappedCut === undefined ? textLen : cappedCut + 1, w.cap) : undefined;
  let cutAt = budgetCut ?? cappedCut;
  const triggerDropped = !w.trigger && w.trigLen > 0;
  if (cutAt === undefined && triggerDropped) cutAt = w.descLen;
  const state: EntryState =
    budgetCut !== undefined
      ? 'truncated'
      : triggerDropped
        ? 'trigger-dropped'
        : cappedCut !== undefined
          ? 'capped'
          : 'full';
  const byBudget = budgetHit && (state === 'truncated' || state === 'trigger-dropped');
  return new TextResult(w.e, state, costs.costOf(w), cutAt, fullLength, byBudget, {
    trigger: w.trigger,
    maxDesc,
    cap: w.cap,
  });
}

/** Where `truncate(text, cap)` cuts a text `length` code points long; undefined when it keeps it whole. */
function cutOf(length: number, cap: number | null): number | undefined {
  return cap === null || length <= cap ? undefined : Math.max(0, cap - 1);
}

/**
 * An entry shown with its text. Its line is built when first read: a listing of 10,000 skills in 80 plugin
 * catalogs built ~640,000 lines per runtime (~150 MB of strings, a third of the simulation's time and most
 * of its garbage), and the rules read the lines of the few truncated entries only.
 */
class TextResult implements EntryResult {
  declare readonly cutAt?: number;
  private line: string | undefined;

  constructor(
    readonly entry: ListingEntry,
    readonly state: EntryState,
    readonly cost: number,
    cutAt: number | undefined,
    readonly fullLength: number,
    readonly byBudget: boolean,
    private readonly cuts: { trigger: boolean; maxDesc: number | null; cap: number | null },
  ) {
    if (cutAt !== undefined) (this as { cutAt?: number }).cutAt = cutAt;
  }

  get shown(): string {
    if (this.line === undefined) {
      const { trigger, maxDesc, cap } = this.cuts;
      const capped = truncate(fullTextOf(this.entry, trigger), maxDesc);
      const text = cap !== maxDesc ? truncate(capped.text, cap).text : capped.text;
      this.line = lineOf(this.entry.name, text);
    }
    return this.line;
  }
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
 * Simulates one runtime's listing for the given entries. Deterministic; O(n log n log L) arithmetic.
 * Catalogues of one runtime that share entries may share `made` (see MadeResults).
 */
export function simulateListing(
  profile: ListedRuntime,
  entries: readonly ListingEntry[],
  budget: Budget,
  made?: MadeResults,
): ListingResult {
  const triggerField = profile.listing.triggerField;
  const sorted = [...entries].sort(listingOrder);
  const works: Work[] = sorted.map((e, at) => {
    const lengths = lengthsOf(e);
    return {
      e,
      at,
      trigger: triggerField && !!e.whenToUse,
      cap: budget.maxDescChars,
      level: 'text',
      nameLen: lengths.name,
      descLen: lengths.description,
      trigLen: triggerField && e.whenToUse ? lengths.whenToUse : 0,
    };
  });
  const costs = new Costs(works, budget.maxDescChars);
  const needed = costs.total();
  const rest = works.filter((w) => w.e.origin !== 'bundled');
  const budgetHit = needed > budget.chars;
  // Stage 1: trigger hints, longest first. Dropping one changes only that entry's cost, so the total is
  // kept by difference (summing every entry again per hint was quadratic: 1 s on 10,000 skills).
  let total = needed;
  for (const w of rest.filter((x) => x.trigger).sort(byLongest((x) => x.trigLen))) {
    if (total <= budget.chars) break;
    const before = costs.costOf(w);
    w.trigger = false;
    total += costs.costOf(w) - before;
  }
  if (total > budget.chars) capAndDrop(profile, rest, costs, budget.chars);
  const results = works.map((w) => sharedResultOf(w, costs, budgetHit, made));
  const used = costs.total();
  return listingResult({ profile, budget, used, needed, overBudget: used > budget.chars }, results);
}

/**
 * The result, its text joined when read (rules never read it; 80 plugin catalogues of 8,000 lines were
 * joined for nothing). Its own function so the getter holds the results, not the work list (17 MB).
 */
function listingResult(head: Omit<ListingResult, 'entries' | 'text'>, results: EntryResult[]): ListingResult {
  let text: string | undefined;
  return {
    ...head,
    entries: results,
    get text() {
      text ??= results.flatMap((r) => (r.shown === '' ? [] : [r.shown])).join('\n');
      return text;
    },
  };
}

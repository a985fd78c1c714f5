import type { Region } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { TRIGGER_SEP } from './listing-degrade.js';

/**
 * What the listing simulation (src/discovery/listing.ts) reads and hands out: entries, and per entry what
 * the model sees once the simulation decided its level and cap.
 */

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

function fullTextOf(e: ListingEntry, withTrigger: boolean): string {
  return withTrigger && e.whenToUse ? `${e.description}${TRIGGER_SEP}${e.whenToUse}` : e.description;
}

/** An entry's lengths in code points, measured once per simulation (the shared part holds them). */
export function lengthsOf(e: ListingEntry): { name: number; description: number; whenToUse: number } {
  return {
    name: codePointLength(e.name),
    description: codePointLength(e.description),
    whenToUse: e.whenToUse ? codePointLength(e.whenToUse) : 0,
  };
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

export type Level = 'text' | 'name-only' | 'omitted';

/** What the simulation decided for one entry of one catalogue. */
interface Outcome {
  level: Level;
  cap: number | null;
  trigger: boolean;
  budgetHit: boolean;
}

/** An entry's lengths in code points, its hint's 0 where the runtime shows none. */
interface Lengths {
  name: number;
  desc: number;
  trig: number;
}

/** A result and the outcome it was made for: everything `resultOf` reads besides the entry's lengths. */
class Made implements Outcome {
  constructor(
    readonly level: Level,
    readonly cap: number | null,
    readonly trigger: boolean,
    readonly budgetHit: boolean,
    readonly result: EntryResult,
  ) {}
}

/**
 * The last result made for each entry, shared by the catalogues of one simulation: they repeat the same
 * repository skills and mostly settle on the same cap, so a skill's result in one is usually its result in
 * the next. Reusing it keeps about one object per skill instead of one per skill and catalogue (1.3 million
 * retained results for 10,000 skills in 80 plugins). Results are read-only. The shared entries are known by
 * their position (an array, not a map).
 */
export class MadeResults {
  private readonly shared: Array<Made | undefined> = [];
  private readonly own = new Map<ListingEntry, Made>();

  constructor(private readonly maxDesc: number | null) {}

  /** The result of entry `e` (shared entry `slot`, or an own entry when `slot` is -1) at this outcome. */
  get(
    slot: number,
    e: ListingEntry,
    lengths: Lengths,
    level: Level,
    cap: number | null,
    trigger: boolean,
    budgetHit: boolean,
  ): EntryResult {
    const last = slot >= 0 ? this.shared[slot] : this.own.get(e);
    if (last?.level === level && last.cap === cap && last.trigger === trigger && last.budgetHit === budgetHit)
      return last.result;
    const result = resultOf(e, lengths, { level, cap, trigger, budgetHit }, this.maxDesc);
    const made = new Made(level, cap, trigger, budgetHit, result);
    if (slot >= 0) this.shared[slot] = made;
    else this.own.set(e, made);
    return result;
  }
}

/** What an entry costs at its level and cap: `- name: text` and its line break, or `- name`. */
function costOf(lengths: Lengths, o: Outcome, maxDesc: number | null) {
  if (o.level === 'omitted') return 0;
  let len = 0;
  if (o.level !== 'name-only') {
    const base = o.trigger ? lengths.desc + TRIGGER_SEP.length + lengths.trig : lengths.desc;
    const c = maxDesc !== null && base > maxDesc ? maxDesc : base;
    len = o.cap !== null && o.cap !== maxDesc && c > o.cap ? o.cap : c;
  }
  return len === 0 ? lengths.name + 2 : lengths.name + 4 + len;
}

/** What the model sees of one entry after the simulation decided its level and cap. */
function resultOf(e: ListingEntry, lengths: Lengths, o: Outcome, maxDesc: number | null): EntryResult {
  const { desc: descLen, trig: trigLen } = lengths;
  const fullLength = trigLen ? descLen + TRIGGER_SEP.length + trigLen : descLen;
  const cost = costOf(lengths, o, maxDesc);
  if (o.level !== 'text') {
    return {
      entry: e,
      shown: o.level === 'omitted' ? '' : `- ${e.name}`,
      state: o.level,
      cost,
      cutAt: 0,
      fullLength,
      byBudget: true,
    };
  }
  // The cuts `truncate` would make, from the lengths measured once: a cut text has `cutAt` code points and
  // an ellipsis. The line itself is built only when read (`TextResult`).
  const textLen = o.trigger && e.whenToUse ? descLen + TRIGGER_SEP.length + trigLen : descLen;
  const cappedCut = cutOf(textLen, maxDesc);
  const budgetCut =
    o.cap !== maxDesc ? cutOf(cappedCut === undefined ? textLen : cappedCut + 1, o.cap) : undefined;
  let cutAt = budgetCut ?? cappedCut;
  const triggerDropped = !o.trigger && trigLen > 0;
  if (cutAt === undefined && triggerDropped) cutAt = descLen;
  const state: EntryState =
    budgetCut !== undefined
      ? 'truncated'
      : triggerDropped
        ? 'trigger-dropped'
        : cappedCut !== undefined
          ? 'capped'
          : 'full';
  const byBudget = o.budgetHit && (state === 'truncated' || state === 'trigger-dropped');
  return new TextResult(e, state, cost, cutAt, fullLength, byBudget, {
    trigger: o.trigger,
    maxDesc,
    cap: o.cap,
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

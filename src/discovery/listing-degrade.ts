import type { ListedRuntime } from './runtimes/index.js';

/**
 * Stages 2 and 3 of the listing simulation (src/discovery/listing.ts): when trigger hints are gone and the
 * listing still overflows, the largest common description cap that fits, with the fewest skills reduced to
 * their names (or omitted). The searches are the same binary searches as summing every entry per trial, but
 * each trial's total comes from prefix sums: a 10,000-skill catalogue was summed ~24 times per runtime and
 * per plugin catalogue (0.25 s of a pull-request scan's 0.5 s listing simulation).
 */

/** An entry being degraded: its lengths in code points, measured once, and its current level and cap. */
/** What degradation reads of a listing entry. */
export interface DegradedEntry {
  name: string;
  origin: string;
  priority: number;
}

export interface Work<E extends DegradedEntry = DegradedEntry> {
  e: E;
  /**
   * The entry's position in listing order. Degradation sorts only entries that are not bundled, and those
   * are listed by name, so this orders them by name (equal names in their listing order, as a stable sort
   * by name leaves them) without comparing strings: 80 plugin catalogues of 8,000 skills were sorted by a
   * string comparison per pair.
   */
  at: number;
  trigger: boolean;
  cap: number | null;
  level: 'text' | 'name-only' | 'omitted';
  nameLen: number;
  descLen: number;
  trigLen: number;
}

export const TRIGGER_SEP = ' - ';

/** Character arithmetic over the work list: what each entry costs at its current level and cap. */
export class Costs {
  constructor(
    readonly works: readonly Work[],
    readonly maxDesc: number | null,
  ) {}
  baseLen(w: Work): number {
    return w.trigger ? w.descLen + TRIGGER_SEP.length + w.trigLen : w.descLen;
  }
  cappedLen(w: Work): number {
    const base = this.baseLen(w);
    return this.maxDesc !== null && base > this.maxDesc ? this.maxDesc : base;
  }
  costOf(w: Work): number {
    if (w.level === 'omitted') return 0;
    let len = 0;
    if (w.level !== 'name-only') {
      const c = this.cappedLen(w);
      len = w.cap !== null && w.cap !== this.maxDesc && c > w.cap ? w.cap : c;
    }
    return len === 0 ? w.nameLen + 2 : w.nameLen + 4 + len;
  }
  total(): number {
    let sum = 0;
    let lines = 0;
    for (const w of this.works) {
      if (w.level !== 'omitted') lines++;
      sum += this.costOf(w);
    }
    return sum + Math.max(0, lines - 1);
  }
}

/** Longest first, then by name (`at`, see Work). */
export const byLongest = (f: (w: Work) => number) => (a: Work, b: Work) => f(b) - f(a) || a.at - b.at;

/** How many of the ascending `sorted` are at most `x`. */
function countAtMost(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The listing's total for "the first k of `order` dropped, every other entry's text cut to `cap`", as
 * `Costs.total` would sum it after applying that. A shown text of length x costs name + 4 + x, an empty one
 * name + 2 (`costOf`), and the cut length is min(cappedLen, cap) whatever the runtime's own cap is.
 */
class Trials {
  private readonly fixed: number;
  private readonly fixedLines: number;
  /** Prefix sums over `order`: names and the cost of dropping. */
  private readonly dropPrefix: Float64Array;
  private readonly namePrefix: Float64Array;
  private readonly capped: Float64Array;

  constructor(
    private readonly order: readonly Work[],
    costs: Costs,
    private readonly omit: boolean,
  ) {
    const inOrder = new Set(order);
    let fixed = 0;
    let fixedLines = 0;
    for (const w of costs.works) {
      if (inOrder.has(w)) continue;
      fixed += costs.costOf(w);
      if (w.level !== 'omitted') fixedLines++;
    }
    this.fixed = fixed;
    this.fixedLines = fixedLines;
    const n = order.length;
    this.dropPrefix = new Float64Array(n + 1);
    this.namePrefix = new Float64Array(n + 1);
    this.capped = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const w = order[i]!;
      this.capped[i] = costs.cappedLen(w);
      this.dropPrefix[i + 1] = this.dropPrefix[i]! + (omit ? 0 : w.nameLen + 2);
      this.namePrefix[i + 1] = this.namePrefix[i]! + w.nameLen;
    }
  }

  private lines(k: number): number {
    const shown = this.fixedLines + (this.omit ? 0 : k) + (this.order.length - k);
    return Math.max(0, shown - 1);
  }

  /** Σ over the entries shown with text of cost(min(cappedLen, cap)), given Σ min and the count of empty texts. */
  private textCost(k: number, sumMin: number, empty: number): number {
    const shown = this.order.length - k;
    return this.namePrefix[this.order.length]! - this.namePrefix[k]! + 4 * shown - 2 * empty + sumMin;
  }

  /** Totals for every k at one cap, in O(n): the suffix sums of the cut lengths at that cap. */
  totalsAtCap(cap: number): Float64Array {
    const n = this.order.length;
    const out = new Float64Array(n + 1);
    let sumMin = 0;
    let empty = 0;
    for (let k = n; k >= 0; k--) {
      if (k < n) {
        const len = Math.min(this.capped[k]!, cap);
        sumMin += len;
        if (len === 0) empty++;
      }
      out[k] = this.fixed + this.dropPrefix[k]! + this.textCost(k, sumMin, empty) + this.lines(k);
    }
    return out;
  }

  /** The total at any cap for one k, in O(log n) per cap after sorting the shown entries' lengths once. */
  totalAtK(k: number): (cap: number) => number {
    const lens = Float64Array.from(this.capped.subarray(k)).sort();
    const prefix = new Float64Array(lens.length + 1);
    for (let i = 0; i < lens.length; i++) prefix[i + 1] = prefix[i]! + lens[i]!;
    const zeros = countAtMost(lens, 0);
    const base = this.fixed + this.dropPrefix[k]! + this.lines(k);
    return (cap) => {
      const j = countAtMost(lens, cap);
      const sumMin = prefix[j]! + cap * (lens.length - j);
      return base + this.textCost(k, sumMin, cap <= 0 ? lens.length : zeros);
    };
  }
}

/**
 * The largest common cap that fits with the first k skills (in degradation order) reduced to names (or
 * omitted); k grows only when no cap of at least minDescChars fits. Levels and caps are set on `rest`.
 */
export function capAndDrop(profile: ListedRuntime, rest: Work[], costs: Costs, chars: number): void {
  const { minDescChars, overflow } = profile.listing;
  const maxDesc = costs.maxDesc;
  const omit = overflow === 'omit';
  const order = omit
    ? [...rest].sort((a, b) => a.e.priority - b.e.priority || b.descLen - a.descLen || a.at - b.at)
    : [...rest].sort(byLongest((w) => w.descLen));
  let longest = minDescChars;
  for (const w of rest) longest = Math.max(longest, costs.cappedLen(w));
  const apply = (k: number, cap: number) => {
    order.forEach((w, i) => {
      w.level = i < k ? (omit ? 'omitted' : 'name-only') : 'text';
      w.cap = Math.min(cap, maxDesc ?? cap);
    });
  };
  const trials = new Trials(order, costs, omit);
  // Smallest k for which the floor cap fits (monotone in k).
  const atFloor = trials.totalsAtCap(minDescChars);
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (atFloor[mid]! <= chars) hi = mid;
    else lo = mid + 1;
  }
  const k = lo;
  if (atFloor[k]! > chars) {
    apply(order.length, minDescChars); // names alone overflow: every name is still listed
    return;
  }
  const totalAt = trials.totalAtK(k);
  let a = minDescChars;
  let b = longest;
  while (a < b) {
    const mid = (a + b + 1) >> 1;
    if (totalAt(mid) <= chars) a = mid;
    else b = mid - 1;
  }
  apply(k, a);
}

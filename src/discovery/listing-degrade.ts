/**
 * The arithmetic of the listing simulation (src/discovery/listing.ts): what the listing needs, which trigger
 * hints go (stage 1), and when it still overflows the largest common description cap that fits with the
 * fewest skills reduced to their names or omitted (stages 2 and 3).
 *
 * A catalogue is two parts: one shared by every catalogue of a runtime (the repository's skills), prepared
 * once — sorted, measured, with prefix sums along the orders degradation visits entries in — and its own
 * (one plugin's skills), merged in by binary search. Every trial total is then a sum of two prefix sums, so a
 * catalogue costs O(own · log n) however many skills it shares: 80 plugin catalogues of 3,600 repository
 * skills each were measured, sorted and summed again per catalogue (0.3-0.5 s of a 10,000-skill scan). The
 * searches probe the same trials as summing every entry per trial would, and choose the same outcome
 * (test/discovery/listing-degrade.test.ts checks it against a plain simulation).
 */

/** What the arithmetic reads of a listing entry besides its lengths. */
export interface DegradedEntry {
  name: string;
  origin: string;
  priority: number;
}

export const TRIGGER_SEP = ' - ';

/** What a runtime and its budget decide, read once per simulation. */
export interface Limits {
  /** The runtime lists `when_to_use` after the description. */
  triggerField: boolean;
  /** Past the floor, whole skills are omitted (Codex) or fall to their name (Claude Code). */
  omit: boolean;
  minDescChars: number;
  /** The per-entry cap. */
  maxDesc: number | null;
  /** The listing budget. */
  chars: number;
}

/** A shown text of `len` code points costs `- name: text` and its line break; an empty one `- name`. */
const lineCost = (nameLen: number, len: number) => (len === 0 ? nameLen + 2 : nameLen + 4 + len);
const capped = (len: number, maxDesc: number | null) => (maxDesc !== null && len > maxDesc ? maxDesc : len);

/** Running sums of `f` over `order`: element i is the sum of the first i. */
function prefixOf(order: Int32Array, f: (i: number) => number): Float64Array {
  const out = new Float64Array(order.length + 1);
  for (let k = 0; k < order.length; k++) out[k + 1] = out[k]! + f(order[k]!);
  return out;
}

/** The first position in [0, n) where `before` turns false (it is true, then false); n when it never does. */
export function firstNotBefore(n: number, before: (at: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Entries in listing order with their lengths in code points, the orders degradation visits them in (trigger
 * hints longest first; descriptions longest first, Codex's lowest-priority scope first; ties in listing
 * order, as a stable sort by name left them), and sums along those orders.
 */
export class Part<E extends DegradedEntry> {
  readonly nameLen: Int32Array;
  readonly descLen: Int32Array;
  /** 0 when the runtime shows no trigger hint or the entry has none. */
  readonly trigLen: Int32Array;
  readonly bundled: Uint8Array;
  readonly priority: Float64Array;
  /** Listing positions of the entries not bundled, in degradation order, and each entry's rank there. */
  readonly degradation: Int32Array;
  readonly degradationRank: Int32Array;
  /** Listing positions of the entries not bundled that have a trigger hint, longest first, and their ranks. */
  readonly triggers: Int32Array;
  readonly triggerRank: Int32Array;
  /** Σ of what every entry costs shown whole at the per-entry cap (hints included), and of the bundled ones. */
  readonly fullCost: number;
  readonly bundledCost: number;
  readonly bundledCount: number;
  /** Along `triggers`: what dropping each hint saves. */
  readonly hintSavings: Float64Array;
  /** Along `degradation`: names, texts (c: the description at the per-entry cap), c at the floor, empty ones. */
  readonly names: Float64Array;
  readonly texts: Float64Array;
  readonly floorTexts: Float64Array;
  readonly floorEmpty: Float64Array;
  readonly empty: Float64Array;
  /** c along `degradation`; it never grows within a run (one per priority when omitting), so runs search. */
  readonly text: Int32Array;
  readonly runs: number[];
  /** The longest c, at least the floor. */
  readonly longest: number;

  /** `entries` in listing order, and their lengths [name, description, when_to_use]. */
  constructor(
    readonly entries: readonly E[],
    lengths: (e: E) => { name: number; description: number; whenToUse: number },
    readonly limits: Limits,
  ) {
    const n = entries.length;
    const { maxDesc, minDescChars } = limits;
    this.nameLen = new Int32Array(n);
    this.descLen = new Int32Array(n);
    this.trigLen = new Int32Array(n);
    this.bundled = new Uint8Array(n);
    this.priority = new Float64Array(n);
    let full = 0;
    let bundledCost = 0;
    let bundledCount = 0;
    const rest: number[] = [];
    const triggers: number[] = [];
    for (let i = 0; i < n; i++) {
      const e = entries[i]!;
      const l = lengths(e);
      this.nameLen[i] = l.name;
      this.descLen[i] = l.description;
      this.trigLen[i] = limits.triggerField ? l.whenToUse : 0;
      this.priority[i] = e.priority;
      const cost = lineCost(l.name, capped(this.textLen(i, true), maxDesc));
      full += cost;
      if (e.origin === 'bundled') {
        this.bundled[i] = 1;
        bundledCost += cost;
        bundledCount++;
      } else {
        rest.push(i);
        if (this.trigLen[i]! > 0) triggers.push(i);
      }
    }
    this.fullCost = full;
    this.bundledCost = bundledCost;
    this.bundledCount = bundledCount;
    const { descLen: d, priority: p, trigLen: t, nameLen: names } = this;
    this.degradation = Int32Array.from(
      limits.omit
        ? rest.sort((a, b) => p[a]! - p[b]! || d[b]! - d[a]! || a - b)
        : rest.sort((a, b) => d[b]! - d[a]! || a - b),
    );
    this.triggers = Int32Array.from(triggers.sort((a, b) => t[b]! - t[a]! || a - b));
    this.degradationRank = ranks(n, this.degradation);
    this.triggerRank = ranks(n, this.triggers);
    this.hintSavings = prefixOf(
      this.triggers,
      (i) =>
        lineCost(names[i]!, capped(this.textLen(i, true), maxDesc)) -
        lineCost(names[i]!, capped(d[i]!, maxDesc)),
    );
    // Once stage 2 runs every hint is gone: a text is its description.
    this.text = this.degradation.map((i) => capped(d[i]!, maxDesc));
    this.names = prefixOf(this.degradation, (i) => names[i]!);
    this.texts = prefixOf(this.degradation, (i) => capped(d[i]!, maxDesc));
    this.floorTexts = prefixOf(this.degradation, (i) => Math.min(capped(d[i]!, maxDesc), minDescChars));
    this.floorEmpty = prefixOf(this.degradation, (i) =>
      Math.min(capped(d[i]!, maxDesc), minDescChars) === 0 ? 1 : 0,
    );
    this.empty = prefixOf(this.degradation, (i) => (capped(d[i]!, maxDesc) === 0 ? 1 : 0));
    this.runs = [];
    let longest = minDescChars;
    for (let k = 0; k < this.text.length; k++) {
      if (k === 0 || this.text[k]! > this.text[k - 1]!) this.runs.push(k);
      longest = Math.max(longest, this.text[k]!);
    }
    this.longest = longest;
  }

  /** The description, with its trigger hint when shown, in code points. */
  textLen(i: number, trigger: boolean): number {
    const t = this.trigLen[i]!;
    return trigger && t > 0 ? this.descLen[i]! + TRIGGER_SEP.length + t : this.descLen[i]!;
  }

  /** Σ over degradation positions from `from` on of min(c, cap), each run searched for where c ≤ cap. */
  textsFrom(from: number, cap: number): number {
    let sum = 0;
    const end = this.text.length;
    for (let r = this.runs.length - 1; r >= 0; r--) {
      const runEnd = r + 1 < this.runs.length ? this.runs[r + 1]! : end;
      if (runEnd <= from) break;
      const start = Math.max(this.runs[r]!, from);
      const y = start + firstNotBefore(runEnd - start, (k) => this.text[start + k]! > cap);
      sum += cap * (y - start) + this.texts[runEnd]! - this.texts[y]!;
    }
    return sum;
  }
}

function ranks(n: number, order: Int32Array): Int32Array {
  const out = new Int32Array(n).fill(-1);
  order.forEach((i, k) => {
    out[i] = k;
  });
  return out;
}

/** One catalogue's outcome: how far each part went down each order, and the common cap. */
export interface Outcome {
  /** Characters the listing needs with every entry at its per-entry cap. */
  needed: number;
  budgetHit: boolean;
  /** How many shared entries precede each own entry (by own listing position) in listing order. */
  inserted: Int32Array;
  /** How many of each part fell to their name (or were omitted): the first ones in degradation order. */
  dropped: { shared: number; own: number };
  /** How many of each part lost their trigger hint: the first ones in trigger order. */
  hintsDropped: { shared: number; own: number };
  /** The common description cap of the entries not bundled (`limits.maxDesc` when none was needed). */
  cap: number | null;
}

/**
 * For each element of the own part's `order`, how many elements of the shared part's precede it: the merge
 * of two sorted orders without walking the shared one. `sharedFirst(s, o)` compares listing positions.
 */
function mergePoints(
  shared: Int32Array,
  own: Int32Array,
  sharedFirst: (s: number, o: number) => boolean,
): Int32Array {
  const out = new Int32Array(own.length);
  for (let j = 0, from = 0; j < own.length; j++) {
    const o = own[j]!;
    from += firstNotBefore(shared.length - from, (k) => sharedFirst(shared[from + k]!, o));
    out[j] = from;
  }
  return out;
}

/** Splits a merged prefix of length k into its shared and own counts (own element j sits at points[j] + j). */
function split(points: Int32Array, k: number): { shared: number; own: number } {
  const own = firstNotBefore(points.length, (j) => points[j]! + j < k);
  return { shared: k - own, own };
}

/**
 * Simulates one catalogue made of the shared part and its own part. Where entries compare equal in listing
 * order the shared one comes first, as a stable sort of `[...shared, ...own]` would leave them.
 */
export function simulateParts<E extends DegradedEntry>(
  shared: Part<E>,
  own: Part<E>,
  listingOrder: (a: E, b: E) => number,
): Outcome {
  const limits = shared.limits;
  const ns = shared.entries.length;
  const inserted = new Int32Array(own.entries.length);
  for (let j = 0, from = 0; j < own.entries.length; j++) {
    const o = own.entries[j]!;
    from += firstNotBefore(ns - from, (k) => listingOrder(shared.entries[from + k]!, o) <= 0);
    inserted[j] = from;
  }
  const before = (s: number, o: number) => s < inserted[o]!;
  const count = ns + own.entries.length;
  const needed = shared.fullCost + own.fullCost + Math.max(0, count - 1);
  const { chars, maxDesc } = limits;
  // Stage 1: trigger hints, longest first, until the listing fits (each saving is that entry's alone).
  const hints = mergePoints(
    shared.triggers,
    own.triggers,
    (s, o) => shared.trigLen[s]! > own.trigLen[o]! || (shared.trigLen[s] === own.trigLen[o] && before(s, o)),
  );
  const allHints = shared.triggers.length + own.triggers.length;
  const afterHints = (t: number) => {
    const at = split(hints, t);
    return needed - shared.hintSavings[at.shared]! - own.hintSavings[at.own]!;
  };
  const t = Math.min(
    firstNotBefore(allHints + 1, (x) => afterHints(x) > chars),
    allHints,
  );
  const out: Outcome = {
    needed,
    budgetHit: needed > chars,
    inserted,
    dropped: { shared: 0, own: 0 },
    hintsDropped: split(hints, t),
    cap: maxDesc,
  };
  if (afterHints(t) <= chars) return out;
  // Stages 2 and 3: every hint is gone (stage 1 ran out), so a text is its description.
  const points = mergePoints(shared.degradation, own.degradation, (s, o) =>
    limits.omit && shared.priority[s] !== own.priority[o]
      ? shared.priority[s]! < own.priority[o]!
      : shared.descLen[s]! > own.descLen[o]! || (shared.descLen[s] === own.descLen[o] && before(s, o)),
  );
  const { k, cap } = capAndDrop(shared, own, points);
  out.dropped = split(points, k);
  out.cap = Math.min(cap, maxDesc ?? cap);
  return out;
}

/**
 * The largest common cap that fits with the first k entries in (merged) degradation order reduced to names
 * (or omitted); k grows only when no cap of at least minDescChars fits. A trial "the first k dropped, every
 * other text cut to `cap`" totals what summing every entry would: a shown text of length x costs name + 4 + x,
 * an empty one name + 2.
 */
function capAndDrop<E extends DegradedEntry>(
  shared: Part<E>,
  own: Part<E>,
  points: Int32Array,
): { k: number; cap: number } {
  const { minDescChars, chars, omit } = shared.limits;
  const n = shared.degradation.length + own.degradation.length;
  const fixedCost = shared.bundledCost + own.bundledCost;
  const fixedLines = shared.bundledCount + own.bundledCount;
  const tail = (sums: 'names' | 'floorTexts' | 'floorEmpty' | 'empty', at: { shared: number; own: number }) =>
    shared[sums][shared.degradation.length]! -
    shared[sums][at.shared]! +
    own[sums][own.degradation.length]! -
    own[sums][at.own]!;
  /** The total with the first k dropped, given the shown texts' sum and how many of them are empty. */
  const total = (k: number, at: { shared: number; own: number }, texts: number, empty: number) => {
    const dropped = omit ? 0 : shared.names[at.shared]! + own.names[at.own]! + 2 * k;
    const lines = Math.max(0, fixedLines + (omit ? 0 : k) + (n - k) - 1);
    return fixedCost + dropped + tail('names', at) + 4 * (n - k) - 2 * empty + texts + lines;
  };
  const atFloor = (k: number) => {
    const at = split(points, k);
    return total(k, at, tail('floorTexts', at), tail('floorEmpty', at));
  };
  // Smallest k for which the floor cap fits (monotone in k).
  const k = firstNotBefore(n, (mid) => atFloor(mid) > chars);
  if (atFloor(k) > chars) return { k: n, cap: minDescChars }; // names alone overflow: every name is still listed
  const at = split(points, k);
  const zeros = tail('empty', at);
  const totalAt = (cap: number) =>
    total(k, at, shared.textsFrom(at.shared, cap) + own.textsFrom(at.own, cap), cap <= 0 ? n - k : zeros);
  let a = minDescChars;
  let b = Math.max(shared.longest, own.longest);
  while (a < b) {
    const mid = (a + b + 1) >> 1;
    if (totalAt(mid) <= chars) a = mid;
    else b = mid - 1;
  }
  return { k, cap: a };
}

import type { BehaviourInput, UnitHandle } from './collector.js';

/**
 * Holds a unit's behaviours until its analysis ends, so an analyzer that visits code more than once — a
 * function body analysed with unknown parameters and again inlined at a call site with known arguments —
 * reports each place once, with the most informative reading, and in source order whatever the order
 * of the visits (output is deterministic). Used by the JavaScript and PowerShell analyzers.
 */

interface Pending {
  b: BehaviourInput;
  start: number;
  end: number;
  order: number;
  /** How much the fact knows: known text and taints beat `${unknown}` placeholders. */
  weight: number;
  sig: string;
}

/** At most this many different readings of one place are kept (the heaviest). */
const MAX_READINGS_PER_PLACE = 3;

export class BehaviourBuffer {
  private readonly byPlace = new Map<string, Pending[]>();
  private order = 0;
  private readonly onceKeys = new Set<string>();

  constructor(private readonly maxPending = 20_000) {}

  get size(): number {
    return this.order;
  }

  /**
   * Adds a behaviour at [start, end) of the unit. `once` reports a key only the first time (the same
   * secret variable read in twenty places is one fact).
   */
  add(b: BehaviourInput, start: number, end: number, once?: string): void {
    if (this.order >= this.maxPending) return;
    if (once !== undefined) {
      if (this.onceKeys.has(once)) return;
      this.onceKeys.add(once);
    }
    const place = `${b.kind}@${start}:${end}`;
    const sig = signature(b);
    const list = this.byPlace.get(place) ?? [];
    if (list.some((p) => p.sig === sig)) return;
    list.push({ b, start, end, order: this.order++, weight: weightOf(sig), sig });
    list.sort((x, y) => y.weight - x.weight || x.order - y.order);
    if (list.length > MAX_READINGS_PER_PLACE) list.length = MAX_READINGS_PER_PLACE;
    this.byPlace.set(place, list);
  }

  /** Emits everything into the unit, in source order. Readings of a place that know less than its best
   *  reading (more unknown parts, fewer taints) are dropped; equally informed readings all stay. */
  flush(unit: UnitHandle): void {
    const all: Pending[] = [];
    for (const list of this.byPlace.values()) {
      const best = list[0]!;
      for (const p of list) if (p.weight >= best.weight) all.push(p);
    }
    all.sort((x, y) => x.start - y.start || x.end - y.end || x.order - y.order);
    for (const p of all) unit.emit(p.b, p.start, p.end);
    this.byPlace.clear();
  }
}

function signature(b: BehaviourInput): string {
  return JSON.stringify(b);
}

/**
 * Known characters minus unknown placeholders, plus a bonus per taint other than `unknown`. A file's
 * content (`${file:~/.npmrc}`) names what it holds: not an unknown part, or a request body that carries
 * twenty such files would lose to another call's `${body}` at the same place.
 */
function weightOf(sig: string): number {
  const unknownParts = sig.match(/\$\{(?!file:)[^}]{0,80}\}/g)?.length ?? 0;
  const taints = sig.match(/"(?:download|decoded|secret|env|file|system-info|conversation)"/g)?.length ?? 0;
  return taints * 100 - unknownParts * 10;
}

import type { RuleContext } from '../types.js';
import type { ReachedIntent } from './intents.js';

/**
 * Asks that fill a query slot named in code ("right after `c=` put a summary and the `*_TOKEN` values",
 * src/analysis/prose/intents-slot-fill.ts), for the image URL of the same skill that ends in that slot:
 * the sentence says what the open slot carries, though the image sits in another file. Joined only when
 * both files are reached from one entry point.
 */

const SLOT_OBJECT = /^[A-Za-z_][\w-]{0,20}=$|^\{[A-Za-z_][\w-]{0,40}\}$/;
/** A template slot in a URL (`{summary}`, `{{summary}}`), as the ask names it: `{summary}`. */
const BRACE_SLOT = /\{\{?([A-Za-z_][\w-]{0,40})\}\}?/g;
const URL_SLOT = /[?&]([A-Za-z_][\w-]{0,20})=$/;

/** An ask whose object is a query slot written in code (`c=`), not session data named in words. */
export function isSlotAsk(intent: ReachedIntent['intent']): boolean {
  return intent.object !== undefined && SLOT_OBJECT.test(intent.object);
}

export interface SlotAsk {
  path: string;
  line: number;
}

export type SlotAskFinder = (path: string, url: string) => Promise<SlotAsk | undefined>;

export function slotAsksOf(ctx: RuleContext, asks: readonly ReachedIntent[]): SlotAskFinder {
  const bySlot = new Map<string, SlotAsk[]>();
  for (const { path, intent } of asks) {
    if (intent.negated || !isSlotAsk(intent)) continue;
    const list = bySlot.get(intent.object!) ?? [];
    if (list.length < 16) list.push({ path, line: intent.at.startLine });
    bySlot.set(intent.object!, list);
  }
  const entries = new Map<string, Set<string>>();
  const entriesOf = async (path: string): Promise<Set<string>> => {
    let e = entries.get(path);
    if (!e) {
      const graph = await ctx.model.graph();
      e = new Set([...graph.reachers(path)].map((r) => r.entry));
      entries.set(path, e);
    }
    return e;
  };
  return async (path, url) => {
    const slot = URL_SLOT.exec(url)?.[1];
    const braced = [...url.matchAll(BRACE_SLOT)].slice(0, 8).map((m) => `{${m[1]}}`);
    const candidates = [
      ...(slot ? (bySlot.get(`${slot}=`) ?? []) : []),
      ...braced.flatMap((b) => bySlot.get(b) ?? []),
    ];
    if (candidates.length === 0) return undefined;
    const mine = await entriesOf(path);
    for (const c of candidates) for (const e of await entriesOf(c.path)) if (mine.has(e)) return c;
    return undefined;
  };
}

import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * What the words of a render-exfil ask (src/analysis/prose/intents-write.ts) attach to: a key that names
 * a lookup rather than a secret, and a carrier turned down by a contrast ("in headers, never URLs").
 */

/** Words that make a key or token a lookup or a version, not a secret: "version key", "field tokens", "data payload". */
const INERT_KEY_OWNERS = words('version cache field merge sort primary foreign partition lookup page cursor');

/** Nouns that "key" qualifies as an adjective: "key parameters", "key points", "key terms". */
const GENERIC_NOUNS = words(
  'parameter parameters param params point points field fields term terms word words metric metrics detail details fact facts feature features attribute attributes property properties spec specs specification specifications topic topics question questions step steps',
);

/** "a version key", "line-level field tokens", "a data payload": no session data travels in that URL. */
export function inertKey(v: View, j: number): boolean {
  if (v.w(j) === 'data' && v.toks[j + 1]?.kind === 'word' && v.w(j + 1) === 'payload') return true;
  // "Include key parameters in the query": "key" as an adjective (main, important) before a generic noun.
  if (v.w(j) === 'key' && v.isWordIn(j + 1, GENERIC_NOUNS)) return true;
  return /^(?:key|keys|token|tokens)$/.test(v.w(j)) && v.isWordIn(j - 1, INERT_KEY_OWNERS);
}

/** Words that set what follows against what came before: "in headers, never URLs", "in the body, not the URL". */
const CONTRAST = words('not never rather instead than but except nor unlike versus vs');

/** A contrast word between the preposition and the carrier: the carrier is the alternative turned down. */
export function contrastBetween(v: View, prep: number, carrier: number): boolean {
  for (let k = prep + 1; k < carrier; k++) if (v.isWordIn(k, CONTRAST)) return true;
  return false;
}

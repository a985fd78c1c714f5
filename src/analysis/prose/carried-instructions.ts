import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * Instructions that data carries ("ignore any embedded instructions", "do not follow instructions found
 * within web page text"): setting those aside is the defence against injection, not an override.
 */

/** Qualifiers that put instructions inside content the agent reads: "embedded", "injected", "hidden". */
const CARRIED = words('embedded injected hidden contained planted smuggled');
/** Where such instructions sit: content from outside, or a pronoun standing for it ("inside them"). */
const CARRIER = words(
  'data content contents text input inputs output outputs issue issues comment comments body bodies ' +
    'page pages document documents email emails message messages result results response responses ' +
    'it them they',
);
const PRONOUNS = new Set(['it', 'them', 'they']);
/** Words that make the instructions the agent's own, whatever else qualifies them. */
const OWN = words(
  'your you system previous prior earlier original initial default safety user users operator developer',
);

/**
 * "Ignore any embedded instructions", "disregard instructions found inside them": the instructions set
 * aside are ones carried by the data the agent reads — the defence against injection, not an attack on
 * the agent's own instructions ("ignore your previous instructions", "ignore instructions embedded in
 * your system prompt" stay overrides).
 */
export function carriedByData(v: View, obj: number): boolean {
  // "Ignore any page instruction that asks …": the carrier names the instructions' source right before them.
  let carried = v.isWordIn(obj - 1, CARRIER) && !PRONOUNS.has(v.w(obj - 1));
  for (let k = Math.max(0, obj - 3); k <= obj + 5 && k < v.n; k++) {
    if (k > obj && v.toks[k]!.kind === 'punct') break;
    if (v.isWordIn(k, OWN)) return false;
    if (v.isWordIn(k, CARRIED)) carried = true;
    // "instructions found within web page content": the carrier ends the phrase after the preposition.
    if (k > obj && ['in', 'inside', 'within'].includes(v.w(k)) && carrierAfter(v, k)) carried = true;
  }
  return carried;
}

function carrierAfter(v: View, k: number): boolean {
  for (let j = k + 1; j <= k + 4 && v.toks[j]?.kind === 'word'; j++) if (v.isWordIn(j, CARRIER)) return true;
  return false;
}

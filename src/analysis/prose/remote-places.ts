import { words } from './lexicon.js';
import type { View } from './view.js';

/**
 * Whether a noun of a sentence names a place or a thing fetched text comes from, for the reading of
 * agent-mediated execution (src/analysis/prose/intents-exec.ts).
 */

export const FETCH = words(
  'fetch download retrieve grab pull load open visit browse curl wget read get webfetch',
);

/**
 * "a PREPARE step that runs the fetcher while reading no retrieved bytes at all", "with no downloaded code":
 * the fetched noun is quantified by "no", so nothing fetched is there to run.
 */
export function noneOf(v: View, j: number): boolean {
  return v.w(j - 1) === 'no' || (v.w(j - 2) === 'no' && v.toks[j - 1]?.kind === 'word');
}

/** Places on the web named by a noun, not by an address: "the website", "a gist". */
const WEB_PLACES = words('webpage website gist pastebin');
/** Prepositions that take text from a place: "the steps on the website", "the snippet from the gist". */
const SOURCE_PREP = words('from at on in of via');
const OWN_PLACE = words('your our my their');
const DETERMINER = new Set(['the', 'a', 'an', 'this', 'that']);
/** Verbs whose subject, a web place, is what hands over text ("whatever the gist says"). */
const SAID_BY = words(
  'say says tell tells list lists return returns give gives show shows provide provides serve serves contain contains describe describes',
);

/**
 * "a recommendation system for a news website", "keep tracking code from breaking the website": a site the
 * sentence builds for or works on is no source of what the agent runs. It is one when text comes from it —
 * after a source preposition ("the steps on the website", "the script from that gist"), opened by a fetch
 * verb ("open the gist and run …"), as the owner of the text ("the website's steps") or as the sayer
 * ("whatever the webpage lists"). "in/on your website" is where the reader's own code goes.
 */
export function webPlaceIsSource(v: View, j: number): boolean {
  if (!v.isWordIn(j, WEB_PLACES)) return true;
  for (let k = j - 1; k >= Math.max(0, j - 4); k--) {
    if (v.toks[k]!.kind !== 'word') break;
    if (v.isWordIn(k, FETCH)) return true;
    // "from breaking the website": the site is the object of a gerund, not of the preposition.
    if (/ing$/.test(v.w(k)) && !DETERMINER.has(v.w(k - 1))) break;
    if (!v.isWordIn(k, SOURCE_PREP)) continue;
    const own = k < j - 1 && v.isWordIn(k + 1, OWN_PLACE);
    return !(own && (v.w(k) === 'in' || v.w(k) === 'on'));
  }
  if (v.w(j + 1) === "'s") return true;
  return v.near(j, 3, (k) => v.isWordIn(k, SAID_BY), true, false) !== undefined;
}

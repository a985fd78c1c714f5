import type { View } from './view.js';
/**
 * Whether a noun of a sentence names a place or a thing fetched text comes from, for the reading of
 * agent-mediated execution (src/analysis/prose/intents-exec.ts).
 */
export declare const FETCH: ReadonlySet<string>;
/**
 * "a PREPARE step that runs the fetcher while reading no retrieved bytes at all", "with no downloaded code":
 * the fetched noun is quantified by "no", so nothing fetched is there to run.
 */
export declare function noneOf(v: View, j: number): boolean;
/**
 * "a recommendation system for a news website", "keep tracking code from breaking the website": a site the
 * sentence builds for or works on is no source of what the agent runs. It is one when text comes from it —
 * after a source preposition ("the steps on the website", "the script from that gist"), opened by a fetch
 * verb ("open the gist and run …"), as the owner of the text ("the website's steps") or as the sayer
 * ("whatever the webpage lists"). "in/on your website" is where the reader's own code goes.
 */
export declare function webPlaceIsSource(v: View, j: number): boolean;

/**
 * Jaccard similarity of the descriptions' word sets (NFKC, lower case, letters and digits, stop words
 * and one-letter tokens removed). Threshold and its measurement: rules/skill-conflict.md.
 */
export declare const RIVAL_THRESHOLD = 0.6;
export declare function words(text: string): Set<string>;
export declare function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
declare const _default: import("./types.js").Rule;
export default _default;

/**
 * An entry point most of whose bytes skillscan could not analyse (src/model/analysability.ts): a clean
 * report on it says little. The threshold is `options.threshold` (percent, default 70 — the boundary
 * Cisco skill-scanner draws between medium and high analysability risk, docs/threats.md [S3]).
 */
export declare const DEFAULT_THRESHOLD = 70;
declare const _default: import("./types.js").Rule;
export default _default;

/** Download-and-execute: fetched content handed to an interpreter (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
declare const _default: import("./types.js").Rule;
export default _default;

/** Destructive or privileged commands (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
declare const _default: import("./types.js").Rule;
export default _default;

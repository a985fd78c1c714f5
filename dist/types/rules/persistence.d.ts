/** Writes that outlive the session: shell rc files, cron, launch agents, agent settings and memory (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
declare const _default: import("./types.js").Rule;
export default _default;

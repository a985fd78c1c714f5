/** Descriptions over 1,024 characters fail the spec validator and Codex's loader. */
declare const _default: import("./types.js").Rule;
export default _default;

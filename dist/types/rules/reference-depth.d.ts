/** Each reference chain the graph stopped following at the depth limit: what lies beyond was not scanned. */
declare const _default: import("./types.js").Rule;
export default _default;

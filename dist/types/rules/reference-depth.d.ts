/**
 * Each reference chain the graph stopped following at the depth limit, when what lies beyond was not
 * scanned at all: a file that another entry point (or a shorter route, such as its own skill's folder)
 * reaches within the limit was scanned, so cutting this chain hid nothing.
 */
declare const _default: import("./types.js").Rule;
export default _default;

/** Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway. */
declare const _default: import("./types.js").Rule;
export default _default;

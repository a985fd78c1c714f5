/** Everything the scanner could not read or read only in part: a blind spot is a finding, never a skip. */
declare const _default: import("./types.js").Rule;
export default _default;

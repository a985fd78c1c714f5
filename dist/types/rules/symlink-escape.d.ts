/** Links that leave the scanned root or loop: never followed, always reported. */
declare const _default: import("./types.js").Rule;
export default _default;

declare const _default: import("./types.js").Rule;
export default _default;

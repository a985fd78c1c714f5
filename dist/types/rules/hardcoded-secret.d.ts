export declare function shannon(s: string): number;
declare const _default: import("./types.js").Rule;
export default _default;

/**
 * A payload assembled from pieces in different files of one closure: encoded fragments spread over
 * files, or fragments in one file and the instruction to join and run them in another. No single file
 * holds anything to flag; the closure does. The fragments are joined in label order and decoded (inert)
 * so the finding shows what the pieces make.
 */
declare const _default: import("./types.js").Rule;
export default _default;

/**
 * Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway.
 * Binary content in a file some entry point reaches is reported once, by the rule that says what it is:
 * unreviewable-content (an executable, an archive, binary data), file-type-mismatch (a binary named as
 * text); recognised images, fonts and PDFs are not an encoding problem at all. Text that does not
 * decode stays this rule's.
 */
declare const _default: import("./types.js").Rule;
export default _default;

/**
 * Encodings that runtimes and reviewers see differently; the file was decoded lossily and scanned anyway.
 * Binary content in a file some entry point reaches, under a name that does not promise text, is
 * unreviewable-content's (an executable, an archive, binary data) or no problem at all (images, fonts,
 * PDFs recognised by their magic bytes). A file named as text keeps its encoding findings here.
 */
declare const _default: import("./types.js").Rule;
export default _default;

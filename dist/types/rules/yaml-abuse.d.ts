/** Frontmatter the scanner refused to expand or parse fully: alias bombs, deep nesting, huge blocks, duplicate keys. */
declare const _default: import("./types.js").Rule;
export default _default;

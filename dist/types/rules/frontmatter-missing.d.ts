/** A skill without frontmatter loads in Claude Code on an improvised description and fails everywhere else. */
declare const _default: import("./types.js").Rule;
export default _default;

/**
 * The frontmatter name must equal the folder name (spec, VS Code, OpenCode). Claude Code invokes a
 * project skill by its folder, so a mismatch also means users and the model call it by different names.
 */
declare const _default: import("./types.js").Rule;
export default _default;

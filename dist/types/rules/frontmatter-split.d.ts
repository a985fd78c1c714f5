/**
 * Runtimes close the frontmatter at the first line that is exactly `---`; skills-ref splits the file on the
 * first `---` substring (`content.split("---", 2)`). Where the two disagree, the validator checks a
 * different frontmatter from the one Claude Code and Codex load.
 */
declare const _default: import("./types.js").Rule;
export default _default;

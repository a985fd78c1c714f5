/**
 * YAML that does not parse: Claude Code loads the skill with empty metadata (so the model has no
 * description to match), strict parsers (skills-ref, Codex) skip the skill entirely. One finding per
 * file, at the first error: later errors are usually consequences of the first.
 */
declare const _default: import("./types.js").Rule;
export default _default;

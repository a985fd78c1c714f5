/** `name` and `description` are required by the spec, Codex, Copilot and VS Code; agents need both too. */
declare const _default: import("./types.js").Rule;
export default _default;

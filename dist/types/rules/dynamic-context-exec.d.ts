/**
 * `` !`cmd` `` and ```` ```! ```` blocks in a skill or command: Claude Code runs them while rendering the
 * skill, before the model or the user sees the text, with no permission prompt. Presence alone is info;
 * what the command does decides the severity (download-and-run is critical).
 */
declare const _default: import("./types.js").Rule;
export default _default;

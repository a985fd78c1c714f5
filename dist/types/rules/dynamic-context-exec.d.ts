/**
 * `` !`cmd` `` and ```` ```! ```` blocks in a skill or command: Claude Code runs them while rendering the
 * skill, before the model or the user sees the text, with no permission prompt. This rule records their
 * presence (info, low when they reach the network); what they do is graded by the behaviour rules, which
 * treat them as code that runs by itself (remote-code-execution, data-exfiltration …), so one piece of
 * evidence is not graded twice (rules/dynamic-context-exec.md).
 */
declare const _default: import("./types.js").Rule;
export default _default;

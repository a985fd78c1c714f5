import type { RuntimeProfile } from './types.js';
/**
 * Gemini CLI subagents (geminicli.com/docs/core/subagents; google-gemini/gemini-cli
 * packages/core/src/agents/agentLoader.ts): Markdown with YAML frontmatter whose body is the agent's system
 * prompt, in `.gemini/agents/*.md`, `~/.gemini/agents/*.md` and an extension's `agents/`. The loader reads the
 * folder itself only (no subfolders), skips names starting with `_`, and validates the frontmatter with a
 * strict schema: an unknown key, a name that is not a slug or a tool name it does not know fails the file.
 * `tools` is the list of tools the agent may use (omitted: all of the session's), not a pre-approval: calls
 * still go through the policy engine's approval like the main agent's (the current page; the experimental
 * pages of early 2026 warned that subagents ran in "YOLO mode", which the current documentation no longer
 * says). So a `run_shell_command` entry is not graded as Claude Code's pre-approved `Bash`.
 */
export declare const GEMINI_AGENT_KEYS: readonly string[];
/** Built-in tool names (packages/core/src/tools/tool-names.ts `ALL_BUILTIN_TOOL_NAMES`). */
export declare const GEMINI_TOOLS: readonly string[];
/** Gemini CLI (docs/skills.md §3). */
declare const gemini: RuntimeProfile;
export default gemini;

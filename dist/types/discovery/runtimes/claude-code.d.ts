import type { RuntimeProfile } from './types.js';
/**
 * Claude Code (docs/skills.md §2): skills, legacy commands, subagents, settings with hooks, plugins and
 * marketplaces, the skill listing budget, its frontmatter and tool names.
 */
/** Claude Code's skill frontmatter on top of the spec keys (docs/skills.md §2.2). */
export declare const CLAUDE_SKILL_KEYS: readonly string[];
/** Subagent frontmatter (`.claude/agents/*.md`, plugin `agents/`), docs/skills.md §2.6. */
export declare const AGENT_KEYS: readonly string[];
/** Claude Code's current tool names (PascalCase). */
export declare const CLAUDE_TOOLS: readonly string[];
/** Names older skills use, with what replaced them. `Task` is still an alias of `Agent`. */
export declare const LEGACY_CLAUDE_TOOLS: Readonly<Record<string, string>>;
/** MCP tools are written `mcp__<server>__<tool>` (or `mcp__<server>` for the whole server). */
export declare const MCP_TOOL_RE: RegExp;
export declare const EFFORT_VALUES: readonly string[];
export declare const SHELL_VALUES: readonly string[];
/** `/model` aliases; full ids (`claude-…`) and provider ids are accepted as well. */
export declare const MODEL_ALIASES: readonly string[];
export declare const PERMISSION_MODES: readonly string[];
export declare const MEMORY_SCOPES: readonly string[];
export declare const ISOLATION_VALUES: readonly string[];
export declare const AGENT_COLORS: readonly string[];
declare const claudeCode: RuntimeProfile;
export default claudeCode;

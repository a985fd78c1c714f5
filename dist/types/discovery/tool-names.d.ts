import type { RuntimeId } from '../model/skill.js';
/** Tool names per runtime, as data (../shared/docs/skills.md §2.8 and the "Tool names by runtime" list in §3). */
/** Claude Code's current tool names (PascalCase). */
export declare const CLAUDE_TOOLS: readonly string[];
/** Names older skills use, with what replaced them. `Task` is still an alias of `Agent`. */
export declare const LEGACY_CLAUDE_TOOLS: Readonly<Record<string, string>>;
/** MCP tools are written `mcp__<server>__<tool>` (or `mcp__<server>` for the whole server). */
export declare const MCP_TOOL_RE: RegExp;
/** How other runtimes name the common Claude Code tools; a missing entry means no known equivalent. */
export declare const TOOL_EQUIVALENTS: Partial<Record<RuntimeId, Readonly<Record<string, string>>>>;
/** Runtimes known to act on `allowed-tools` (Claude Code pre-approves the tools; the spec calls it experimental). */
export declare const RUNTIMES_READING_ALLOWED_TOOLS: readonly RuntimeId[];

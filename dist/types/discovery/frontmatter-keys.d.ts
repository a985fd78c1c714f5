import type { RuntimeId } from '../model/skill.js';
/**
 * Which frontmatter keys each runtime reads, as data (../shared/docs/skills.md §1.3, §2.2, §2.6, §3).
 * Runtimes not listed for a key ignore it silently (Codex, OpenCode, Gemini: unknown keys are dropped),
 * except the spec validator and claude.ai / Skills API uploads, which reject any key outside the six.
 */
/** The six keys of the Agent Skills specification; skills-ref and claude.ai uploads allow nothing else. */
export declare const SPEC_KEYS: readonly string[];
/** Claude Code's skill frontmatter on top of the spec keys (skills.md §2.2). */
export declare const CLAUDE_SKILL_KEYS: readonly string[];
/** Keys each runtime acts on for a skill. Claude Code's list also applies to legacy commands. */
export declare const SKILL_KEYS_BY_RUNTIME: Readonly<Record<RuntimeId, readonly string[]>>;
/** Subagent frontmatter (`.claude/agents/*.md`, plugin `agents/`), skills.md §2.6. */
export declare const AGENT_KEYS: readonly string[];
/** Keys community skills carry that no runtime reads; reported by frontmatter-types, not as unknown keys. */
export declare const MEANINGLESS_KEYS: readonly string[];
/** Every key any runtime reads on a skill or subagent: the vocabulary typo suggestions are drawn from. */
export declare const ALL_KNOWN_KEYS: readonly string[];
export declare const EFFORT_VALUES: readonly string[];
export declare const SHELL_VALUES: readonly string[];
/** `/model` aliases; full ids (`claude-…`) and provider ids are accepted as well. */
export declare const MODEL_ALIASES: readonly string[];
export declare const PERMISSION_MODES: readonly string[];
export declare const MEMORY_SCOPES: readonly string[];
export declare const ISOLATION_VALUES: readonly string[];
export declare const AGENT_COLORS: readonly string[];
/** Plain Levenshtein distance, stopping early once it exceeds `max` (keys are short; bounded work). */
export declare function editDistance(a: string, b: string, max: number): number;
/** `allowed_tools`, `allowedTools`, `Allowed-Tools` all fold to `allowedtools`. */
export declare function foldKey(k: string): string;
/**
 * The known key a misspelt one most likely meant: same letters in another case or separator style, or
 * within two edits (one for short keys). Undefined when nothing is close enough to be a confident guess.
 */
export declare function closestKey(key: string, vocabulary: readonly string[]): string | undefined;

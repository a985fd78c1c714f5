import type { Scope } from './types.js';
/**
 * Vocabulary of the Agent Skills specification shared by every runtime (docs/skills.md §1.3): not a
 * runtime itself (that is agentskills.ts, the spec's own tooling).
 */
/** The six keys of the Agent Skills specification; skills-ref and claude.ai uploads allow nothing else. */
export declare const SPEC_KEYS: readonly string[];
/** The spec keys without `allowed-tools` (experimental in the spec): what most runtimes read (docs/skills.md §3). */
export declare const SPEC_KEYS_BUT_ALLOWED_TOOLS: readonly string[];
/** Keys community skills carry that no runtime reads; reported by frontmatter-types, not as unknown keys. */
export declare const MEANINGLESS_KEYS: readonly string[];
/** The spec's client guidance when two skills share a name: project over user (docs/skills.md §1.6). */
export declare const SPEC_PRECEDENCE: {
    readonly order: readonly Scope[];
    readonly rule: string;
};

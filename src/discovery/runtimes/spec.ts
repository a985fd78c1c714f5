import type { Scope } from './types.js';

/**
 * Vocabulary of the Agent Skills specification shared by every runtime (docs/skills.md §1.3): not a
 * runtime itself (that is agentskills.ts, the spec's own tooling).
 */

/** The six keys of the Agent Skills specification; skills-ref and claude.ai uploads allow nothing else. */
export const SPEC_KEYS: readonly string[] = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
];

/** The spec keys without `allowed-tools` (experimental in the spec): what most runtimes read (docs/skills.md §3). */
export const SPEC_KEYS_BUT_ALLOWED_TOOLS: readonly string[] = SPEC_KEYS.filter((k) => k !== 'allowed-tools');

/** Keys community skills carry that no runtime reads; reported by frontmatter-types, not as unknown keys. */
export const MEANINGLESS_KEYS: readonly string[] = ['version'];

/** The spec's client guidance when two skills share a name: project over user (docs/skills.md §1.6). */
export const SPEC_PRECEDENCE: { readonly order: readonly Scope[]; readonly rule: string } = {
  order: ['project', 'personal', 'managed'],
  rule: 'project over user, the Agent Skills client guidance',
};

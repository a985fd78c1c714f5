import type { RawRef } from './references.js';
/**
 * Skills and subagents a text names by name (the reference graph follows them as candidate edges): the
 * name forms of src/analysis/references.ts's path references, kept apart because they are matched against
 * the names the tree declares, not resolved as paths.
 */
/** Prose naming a sibling skill: "the deploy skill", "use the `toolchain` skill", "skill: deploy". */
export declare function extractSkillMentions(text: string, from: number, names: ReadonlySet<string>): RawRef[];
/**
 * Subagents named by name: "hand the rest to the `release-runner` subagent", "the release-runner agent",
 * "subagent_type: release-runner", "@agent-release-runner", "a subagent called release-runner". The agent
 * the sentence delegates to runs the skill's work with its own tools and permission mode, so it is in the
 * skill's reach. Only names of agents in the tree count (`names`).
 */
export declare function extractAgentMentions(text: string, from: number, names: ReadonlySet<string>): RawRef[];

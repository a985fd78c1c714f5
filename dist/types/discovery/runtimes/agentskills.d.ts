import type { RuntimeProfile } from './types.js';
/**
 * The Agent Skills specification's own tooling — the skills-ref validator, `npx skills`, `gh skill`
 * (docs/skills.md §1.5, §1.6). It rejects any key outside the six spec keys.
 */
declare const agentskills: RuntimeProfile;
export default agentskills;

import { SPEC_KEYS } from './spec.js';
import type { RuntimeProfile } from './types.js';

/**
 * The Agent Skills specification's own tooling — the skills-ref validator, `npx skills`, `gh skill`
 * (docs/skills.md §1.5, §1.6). It rejects any key outside the six spec keys.
 */
const agentskills: RuntimeProfile = {
  id: 'agentskills',
  name: 'Agent Skills spec (skills-ref, npx skills, gh skill)',
  listOrder: 100,
  skills: {
    project: ['.agents/skills'],
    personal: ['.agents/skills'],
    managed: [],
    maxDepth: 1,
    nested: null,
    invokedBy: 'name',
  },
  precedence: null,
  commands: null,
  agents: null,
  settingsFiles: null,
  mcpConfigFiles: null,
  plugins: null,
  frontmatter: { skill: SPEC_KEYS, unknownKeys: 'rejected', claudeExtensions: false },
  tools: null,
  interfaceFile: null,
  listing: null,
};
export default agentskills;

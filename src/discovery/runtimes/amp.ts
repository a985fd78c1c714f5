import { SPEC_KEYS_BUT_ALLOWED_TOOLS } from './spec.js';
import type { RuntimeProfile } from './types.js';

/** Amp (docs/skills.md §3). */
const amp: RuntimeProfile = {
  id: 'amp',
  name: 'Amp',
  listOrder: 90,
  skills: {
    project: ['.agents/skills'],
    personal: ['.config/agents/skills'],
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
  frontmatter: {
    skill: SPEC_KEYS_BUT_ALLOWED_TOOLS,
    unknownKeys: null,
    claudeExtensions: false,
  },
  tools: null,
  interfaceFile: null,
  listing: null,
};
export default amp;
